"""Results of a CodeAlignBench run: success rates per model, setting, language and type.

Scores are per language (python, java, javascript: a Java or JavaScript problem's task id
starts with its language, `java/Embedded/1::entry`). A verdict that errored (e.g. a judge
that never answered properly) is a fail here, counted in `errors` too; a problem whose
generation failed has no verdict, is left out of the rate and counted in `missing`, as the
main metrics do with failed generations. The answers' unit-test results sit beside the
rates (`tests`). `radar_scores` gives the report's radar charts their numbers (cosmetic,
structural, semantic and overall per model and setting); `pairwise_view` puts two models'
answers to one IF problem side by side.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypedDict

from vibebench._frozen import FrozenModel
from vibebench.codealign._catalog import get_entry
from vibebench.codealign._prompts import SETTING_NAMES
from vibebench.store import RunStore, SampleView
from vibebench.verify import extract_code

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = [
    "RADAR_AXES",
    "CodeAlignSummary",
    "PairwiseAddress",
    "PairwiseSide",
    "PairwiseView",
    "TestScore",
    "TypeScore",
    "language_of_problem",
    "pairwise_side",
    "pairwise_view",
    "radar_scores",
    "summarize_run",
]

RADAR_AXES: tuple[str, ...] = ("cosmetic", "structural", "semantic", "overall")
_TRANSLATED = ("java", "javascript")
_ADDRESS = ("model", "setting", "language", "group")
"""What a TypeScore is the score of, in the order `summarize_run` keys its counts."""


def language_of_problem(task_id: str) -> str:
    """python, java or javascript: translated tasks' ids start with their language."""
    head = task_id.split("/", 1)[0]
    return head if head in _TRANSLATED else "python"


class TypeScore(FrozenModel):
    """The success rate of one model in one setting on one group of entries."""

    model: str
    setting: str
    group: str
    """cosmetic, structural, semantic, semantic/algorithm (...), or overall."""
    n: int
    passed: int
    rate: float
    sem: float | None
    """Standard error of the mean (None with fewer than two verdicts)."""
    errors: int = 0
    missing: int = 0
    language: str = "python"
    """The language of the problems (python, java or javascript)."""


class TestScore(FrozenModel):
    """How many answers of one model, setting and language still pass the task's tests."""

    __test__ = False  # not a pytest class

    model: str
    setting: str
    language: str
    executed: int
    passed: int


class CodeAlignSummary(FrozenModel):
    """Every TypeScore of a run, and the unit-test results beside them."""

    run_id: str
    scores: tuple[TypeScore, ...]
    tests: tuple[TestScore, ...] = ()

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages with scores, python first."""
        found = {score.language for score in self.scores}
        return tuple(lang for lang in ("python", "java", "javascript") if lang in found)

    def score(
        self, model: str, setting: str, group: str, language: str | None = None
    ) -> TypeScore | None:
        """The score of one (model, setting, group) in `language` (default: the first)."""
        language = language or (self.languages[0] if self.languages else "python")
        for score in self.scores:
            address = (score.model, score.setting, score.group, score.language)
            if address == (model, setting, group, language):
                return score
        return None


def _groups(entry_id: str, language: str = "python") -> list[str]:
    entry = get_entry(entry_id, language)
    groups = [entry.type, "overall"]
    if entry.subtype:
        groups.append(entry.category)
    return groups


def _score(
    address: tuple[str, str, str, str], outcomes: list[bool], errors: int, missing: int
) -> TypeScore:
    """The score at `address` (`_ADDRESS`) from its verdicts' outcomes."""
    n = len(outcomes)
    rate = sum(outcomes) / n if n else 0.0
    sem = math.sqrt(rate * (1 - rate) / (n - 1)) if n > 1 else None
    where = dict(zip(_ADDRESS, address, strict=True))
    counts = {"n": n, "passed": sum(outcomes), "errors": errors, "missing": missing}
    return TypeScore(**where, **counts, rate=rate, sem=sem)


def summarize_run(
    store: RunStore, run_id: str, *, models: Sequence[str] | None = None
) -> CodeAlignSummary:
    """Success rates per (model, setting, language, group) from the stored verdicts."""
    outcomes: dict[tuple[str, str, str, str], list[bool]] = defaultdict(list)
    errors: dict[tuple[str, str, str, str], int] = defaultdict(int)
    missing: dict[tuple[str, str, str, str], int] = defaultdict(int)
    tests: dict[tuple[str, str, str], list[bool]] = defaultdict(list)
    for view in store.iter_samples(run_id):
        key = view.key
        if key.setting not in SETTING_NAMES or (models is not None and key.model not in models):
            continue
        language = language_of_problem(key.task_id)
        if view.execution is not None:
            tests[(key.model, key.setting, language)].append(view.execution.passed)
        entry_id = key.task_id.rsplit("::", 1)[-1]
        for group in _groups(entry_id, language):
            address = (key.model, key.setting, language, group)
            if not view.verdicts:
                missing[address] += 1
                continue
            verdict = view.verdicts[0]
            outcomes[address].append(verdict.passed and verdict.error is None)
            errors[address] += verdict.error is not None
    addresses = sorted(set(outcomes) | set(missing))
    scores = [
        _score(address, outcomes.get(address, []), errors[address], missing[address])
        for address in addresses
    ]
    test_scores = [
        TestScore(
            model=model,
            setting=setting,
            language=language,
            executed=len(found),
            passed=sum(found),
        )
        for (model, setting, language), found in sorted(tests.items())
    ]
    return CodeAlignSummary(run_id=run_id, scores=tuple(scores), tests=tuple(test_scores))


def radar_scores(
    summary: CodeAlignSummary, language: str | None = None
) -> dict[str, dict[str, dict[str, float | None]]]:
    """setting -> model -> {cosmetic, structural, semantic, overall: rate or None}.

    For one language (default: the summary's first).
    """
    language = language or (summary.languages[0] if summary.languages else "python")
    radar: dict[str, dict[str, dict[str, float | None]]] = {}
    for score in summary.scores:
        if score.language != language:
            continue
        axes = radar.setdefault(score.setting, {}).setdefault(
            score.model, dict.fromkeys(RADAR_AXES)
        )
        if score.group in RADAR_AXES and score.n:
            axes[score.group] = score.rate
    return radar


class PairwiseSide(FrozenModel):
    """One model's answer to an IF problem."""

    model: str
    before: str | None
    """The first solution the follow-up edited (None in the predefined setting)."""
    after: str | None
    passed: bool | None
    """None when there is no verdict (generation failed)."""
    reason: str = ""
    error: str | None = None


class PairwiseView(FrozenModel):
    """Two models' code for one instruction on one task, with the verdicts."""

    task_id: str
    entry_id: str
    instruction: str
    setting: str
    sides: tuple[PairwiseSide, PairwiseSide]


def _first_solution(view: SampleView) -> str | None:
    """The assistant turn a follow-up request carried (the code it asked to change)."""
    for generation in reversed(view.generations):
        for message in reversed(generation.messages):
            if message.get("role") == "assistant":
                return extract_code(str(message.get("content", ""))).code
    return None


def _side(view: SampleView | None, model: str) -> PairwiseSide:
    if view is None:
        return PairwiseSide(model=model, before=None, after=None, passed=None, error="not run")
    verdict = view.verdicts[0] if view.verdicts else None
    reason = ""
    if verdict is not None and verdict.diagnostics:
        reason = str(verdict.diagnostics[0].get("reason", ""))
    return PairwiseSide(
        model=model,
        before=_first_solution(view),
        after=view.extraction.code if view.extraction else None,
        passed=None if verdict is None else verdict.passed,
        reason=reason,
        error=view.generation_error if verdict is None else verdict.error,
    )


def pairwise_side(view: SampleView | None, model: str) -> PairwiseSide:
    """One model's side of the pairwise view from its stored sample (None: not run).

    The report builds every pairwise view in its one pass over the store with this.
    """
    return _side(view, model)


class _PairwiseProblem(TypedDict):
    task_id: str
    entry_id: str
    setting: str
    models: tuple[str, str]


class PairwiseAddress(_PairwiseProblem, total=False):
    """Which answers `pairwise_view` puts side by side: task, entry, setting, two models."""

    sample: int
    """The sample number of both answers (default: 0)."""


def pairwise_view(
    store: RunStore, run_id: str, **address: Unpack[PairwiseAddress]
) -> PairwiseView:
    """Both models' answers to (task, entry) in one setting, side by side."""
    task_id, entry_id, setting = address["task_id"], address["entry_id"], address["setting"]
    problem, sample = f"{task_id}::{entry_id}", address.get("sample", 0)
    views = {
        view.key.model: view
        for view in store.iter_samples(run_id)
        if view.key.task_id == problem
        and view.key.setting == setting
        and view.key.sample == sample
    }
    sides = [_side(views.get(model), model) for model in address["models"]]
    return PairwiseView(
        task_id=task_id,
        entry_id=entry_id,
        instruction=get_entry(entry_id, language_of_problem(task_id)).instruction,
        setting=setting,
        sides=(sides[0], sides[1]),
    )
