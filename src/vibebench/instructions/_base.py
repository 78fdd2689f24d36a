"""The contract every VeriCode instruction fulfils.

An instruction is a small declarative unit: what it asks (prompts), its typed parameters,
when it applies, how it is verified (Ruff rules and settings, or a pure Python check), and
examples that must pass and must fail. Instructions never run subprocesses; the verify stage
turns their Ruff selections into one batched Ruff run.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import ConfigDict, Field

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.instructions._examples import BookExamples, Example

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

Category = Literal["style", "logic", "doc", "error", "library"]
VerifierKind = Literal["ruff", "ast", "tokenize", "response"]
ParamType = Literal["int", "str", "bool", "str_list"]

CATEGORY_TITLES: dict[str, str] = {
    "style": "Coding Style & Conventions",
    "logic": "Logic & Code Patterns",
    "doc": "Documentation & Commenting",
    "error": "Error Handling & Exceptions",
    "library": "Library & API Constraints",
}

DOC_SECTIONS = ("What it asks", "Why", "Verified by")
STRICT_SECTION = "Strict mode"
"""The docstring section built-in instructions use to say what strict mode adds."""


class ParamSpec(FrozenModel):
    """One typed parameter of an instruction."""

    name: str
    type: ParamType
    default: Any
    description: str
    minimum: int | None = None
    """Inclusive lower bound for int parameters."""
    maximum: int | None = None
    """Inclusive upper bound for int parameters."""
    choices: tuple[Any, ...] | None = None
    """Allowed values for str parameters (None means any non-empty string)."""
    recommended: tuple[Any, ...] = ()
    """Values augmentation should prefer (the paper's recommended values)."""

    def check_value(self, value: Any) -> str | None:
        """Return why `value` is invalid for this parameter, or None when it is valid."""
        problem = _TYPE_CHECKS[self.type](self, value)
        if problem is None and self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(choice) for choice in self.choices)
            return f"{value!r} is not one of {allowed}"
        return problem

    def _check_int(self, value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int):
            return f"expected an integer, got {value!r}"
        if self.minimum is not None and value < self.minimum:
            return f"{value} is below the minimum {self.minimum}"
        if self.maximum is not None and value > self.maximum:
            return f"{value} is above the maximum {self.maximum}"
        return None

    def parse_text(self, text: str) -> Any:
        """Convert a command-line value (`79`, `true`, `a|b`) to this parameter's type.

        Returns the raw text when it cannot be converted, so validation reports it.
        """
        if self.type == "int":
            try:
                return int(text)
            except ValueError:
                return text
        if self.type == "bool":
            lowered = text.strip().lower()
            if lowered in {"true", "1", "yes"}:
                return True
            if lowered in {"false", "0", "no"}:
                return False
            return text
        if self.type == "str_list":
            return [item.strip() for item in text.split("|") if item.strip()]
        return text


def int_param(
    name: str,
    default: int,
    span: tuple[int, int],
    description: str,
    recommended: tuple[int, ...] = (),
) -> ParamSpec:
    """An integer parameter allowed from `span[0]` to `span[1]` (inclusive): a bound."""
    low, high = span
    return ParamSpec(
        name=name,
        type="int",
        default=default,
        minimum=low,
        maximum=high,
        description=description,
        recommended=recommended,
    )


def _check_bool(_spec: ParamSpec, value: Any) -> str | None:
    return None if isinstance(value, bool) else f"expected true or false, got {value!r}"


def _check_str(_spec: ParamSpec, value: Any) -> str | None:
    if isinstance(value, str) and value:
        return None
    return f"expected a non-empty string, got {value!r}"


def _check_str_list(_spec: ParamSpec, value: Any) -> str | None:
    if not isinstance(value, list | tuple) or not value:
        return f"expected a non-empty list of strings, got {value!r}"
    if not all(isinstance(item, str) and item for item in value):
        return f"expected only non-empty strings, got {value!r}"
    return None


_TYPE_CHECKS: dict[str, Callable[[ParamSpec, Any], str | None]] = {
    "int": ParamSpec._check_int,
    "bool": _check_bool,
    "str": _check_str,
    "str_list": _check_str_list,
}
"""Why a value is not of a parameter type (None: it is); choices are checked after."""


class ParamIssue(FrozenModel):
    """A parameter that validation dropped (unknown key) or reset to its default."""

    instruction_id: str
    key: str
    value: Any = None
    problem: Literal["unknown_key", "invalid_value"]
    detail: str


_RESET = "; reset to default "
"""How `Instruction.validate` words the repair of an invalid value in `ParamIssue.detail`."""


def _strict_problem(issue: ParamIssue) -> str:
    """`issue` as `strict_params` reports it, naming the instruction and the parameter.

    Strict validation repairs nothing, so the repair the detail names is left out.
    """
    if issue.problem == "unknown_key":
        return f"{issue.instruction_id} has no parameter {issue.key!r}"
    problem = issue.detail.partition(_RESET)[0]
    return f"{issue.instruction_id} parameter {issue.key}: {problem}"


class CheckResult(FrozenModel):
    """What a non-Ruff check found: passed, plus the findings that made it fail."""

    passed: bool
    findings: tuple[tuple[int | None, str], ...] = ()
    """(line, message) pairs explaining a failure."""


class InstructionSpec(FrozenModel):
    """An instruction id with the parameter values chosen for one task.

    Any other key is refused: `{"id": "style_3", "param": {...}}` or a flattened
    `{"id": "style_3", "line_length": 120}` would otherwise check the defaults in silence.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    params: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> InstructionSpec:
        """Parse `ID` or `ID:key=value,key=value` as written on the command line.

        Values stay as text here; `Instruction.validate` converts and checks them.
        """
        ident, _, rest = text.partition(":")
        params: dict[str, Any] = {}
        for pair in filter(None, (part.strip() for part in rest.split(","))):
            key, sep, value = pair.partition("=")
            if not sep or not key.strip():
                msg = f"parameter {pair!r} of {ident!r} is not key=value"
                raise ConfigError(msg)
            params[key.strip()] = value.strip()
        return cls(id=ident.strip(), params=params)


class Instruction:
    """Base class of the 30 VeriCode instructions and of plugin instructions.

    Subclasses set the class attributes and write a docstring with the sections
    `What it asks:`, `Why:` and `Verified by:`. Ruff-backed instructions list their rule
    codes in `ruff_rules` and may override `ruff_settings`; the others set `verifier` to
    "ast", "tokenize" or "response" and implement `check`. A built-in keeps its pass and
    fail examples in its example book (`data/instructions/<id>_<name>.md`, named like its
    module); a plugin may set `passes` and `fails` instead.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    category: ClassVar[Category]
    description: ClassVar[str]
    generation_prompt: ClassVar[str]
    """Single-turn prompt; `{param}` placeholders are filled from the parameters."""
    edit_prompt: ClassVar[str]
    """Multi-turn edit prompt, same placeholders."""
    parameters: ClassVar[tuple[ParamSpec, ...]] = ()
    verifier: ClassVar[VerifierKind] = "ruff"
    ruff_rules: ClassVar[tuple[str, ...]] = ()
    """Ruff rule codes or prefixes this instruction selects (stable rules only)."""
    passes: ClassVar[tuple[Example, ...]] = BookExamples()
    """Responses that must pass; unless a class sets its own, those of its example book
    (see `_examples`)."""
    fails: ClassVar[tuple[Example, ...]] = BookExamples()
    """Responses that must fail, read the same way."""
    conflicts: ClassVar[tuple[str, ...]] = ()
    """Ids this instruction must not be combined with (made symmetric by the registry)."""
    task_conflicts: ClassVar[tuple[str, ...]] = ()
    """Task traits (e.g. "prints_to_stdout", "mocks_open") augmentation should avoid."""

    # -- parameters -----------------------------------------------------------------

    def defaults(self) -> dict[str, Any]:
        """Every parameter at its default value."""
        return {spec.name: spec.default for spec in self.parameters}

    def validate(self, params: dict[str, Any] | None) -> tuple[dict[str, Any], list[ParamIssue]]:
        """Repair `params` as the paper does: drop unknown keys, reset invalid values.

        Returns the complete parameter dict (defaults filled in) and what was repaired.
        """
        params = dict(params or {})
        specs = {spec.name: spec for spec in self.parameters}
        issues: list[ParamIssue] = []
        clean = self.defaults()
        for key, value in params.items():
            spec = specs.get(key)
            if spec is None:
                detail = f"{self.id} has no parameter {key!r}; dropped"
                issues.append(self._issue(key, value, "unknown_key", detail))
                continue
            if isinstance(value, str) and spec.type != "str":
                value = spec.parse_text(value)
            problem = spec.check_value(value)
            if problem is None:
                clean[key] = list(value) if spec.type == "str_list" else value
            else:
                detail = f"{problem}{_RESET}{spec.default!r}"
                issues.append(self._issue(key, value, "invalid_value", detail))
        return clean, issues

    def _issue(
        self, key: str, value: Any, problem: Literal["unknown_key", "invalid_value"], detail: str
    ) -> ParamIssue:
        return ParamIssue(
            instruction_id=self.id, key=key, value=value, problem=problem, detail=detail
        )

    def strict_params(self, params: dict[str, Any] | None) -> dict[str, Any]:
        """Validate `params` and raise ConfigError on any problem (for verification)."""
        clean, issues = self.validate(params)
        if issues:
            raise ConfigError("; ".join(_strict_problem(issue) for issue in issues))
        return clean

    # -- prompts --------------------------------------------------------------------

    def prompt(self, params: dict[str, Any] | None = None, *, edit: bool = False) -> str:
        """The generation (or edit) prompt with parameter values filled in."""
        values = self.strict_params(params)
        rendered = {
            key: ", ".join(f'"{item}"' for item in value) if isinstance(value, list) else value
            for key, value in values.items()
        }
        template = self.edit_prompt if edit else self.generation_prompt
        return template.format(**rendered)

    # -- verification hooks ---------------------------------------------------------

    def ruff_select(self, params: dict[str, Any]) -> tuple[str, ...]:
        """Rule codes to select for these parameters."""
        return self.ruff_rules

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        """Settings to merge into this response's ruff.toml, as a nested dict.

        Example: `{"lint": {"pylint": {"max-branches": 2}}}`.
        """
        return {}

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        """Decide a non-Ruff instruction; `code` is the extracted, parseable code."""
        msg = f"{self.id} is Ruff-backed and has no Python check"
        raise NotImplementedError(msg)

    def applies_to(self, code: str) -> bool:
        """Whether following this instruction would plausibly change `code`."""
        return True

    # -- strict mode ----------------------------------------------------------------

    strict_reads_dynamic_code: ClassVar[bool] = True
    """Whether code run through exec/eval/compile is judged too (False for instructions about
    the response's text, such as line lengths, which the string already shows)."""
    strict_reads_response: ClassVar[bool] = False
    """Whether `strict_violations` reads the whole response (`facts.response`: the answer's
    other code blocks), not only the extracted code: then two responses with the same code
    may differ, and the engine does not share one verdict between them."""
    strict_reads_shown_blocks: ClassVar[bool] = False
    """Whether strict mode also judges each Python block the answer shows that extraction
    leaves out (a second module, a usage example, tests, an implementation behind a stub),
    each as code of its own: True for instructions about how all code is written."""

    def shown_block_params(self, codes: Sequence[str]) -> dict[str, Any]:
        """Parameters added for judging a block the answer shows beside its program
        (`strict_reads_shown_blocks`), from `codes`: the program and the blocks that
        compile. Nothing by default; style_5 passes the names they define as types, which a
        test block names unimported."""
        return {}

    strict_words: ClassVar[str | None] = None
    """A regular expression the code must match for `strict_violations` to find anything
    without dynamic access (None: always run). Code matching neither it nor any word of
    dynamic access (`getattr`, `globals`, `exec`, ...) is passed without building anything."""
    strict_is_whole_rule: ClassVar[bool] = False
    """Whether `strict_violations` finds everything the rule forbids (every reference to an
    alias, every binding of a builtin name), so it alone judges code run through
    exec/eval/compile, without `applies_to`'s approximation."""

    def strict_violations(
        self, facts: StrictFacts, params: dict[str, Any]
    ) -> list[tuple[int | None, str]]:
        """What strict mode finds beyond the paper's rule (none unless overridden).

        Runs only on code that compiles, after the paper check; any finding fails the
        instruction in strict mode. `facts` is shared by every strict check of the response.
        """
        return []

    def embedded_violations(
        self, facts: StrictFacts, params: dict[str, Any]
    ) -> list[tuple[int | None, str]]:
        """Findings for code the response runs through exec/eval/compile.

        Ruff never sees such code, so the strict checks run on it together with
        `applies_to`, this instruction's own Python approximation of its rule (alone when
        `strict_is_whole_rule`).
        """
        found = list(self.strict_violations(facts, params))
        if not found and not self.strict_is_whole_rule and self.applies_to(facts.code):
            found.append((None, f"the code does not follow {self.id} ({self.name})"))
        return found

    # -- documentation --------------------------------------------------------------

    def doc_sections(self) -> dict[str, str]:
        """The docstring's sections, keyed by title (`What it asks`, `Why`, ...)."""
        text = inspect.cleandoc(type(self).__doc__ or "")
        sections: dict[str, str] = {}
        current: str | None = None
        for line in text.splitlines():
            match = re.fullmatch(r"([A-Z][A-Za-z ]+):\s*", line)
            if match:
                current = match.group(1)
                sections[current] = ""
            elif current is not None:
                sections[current] += line.strip() + "\n"
        return {title: body.strip() for title, body in sections.items()}

    def __repr__(self) -> str:
        return f"<Instruction {self.id} ({self.name})>"
