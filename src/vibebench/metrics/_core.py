"""The paper's headline metrics from stored samples (section 3.2).

- S_k: pass@1 with k instructions (k=0 is the base prompt), averaged over tasks.
- FR_k = (S_0 - S_k) / S_0, the functional regression caused by k instructions.
- IF_instruction: mean over tasks of the fraction of the k instructions followed.
- IF_task: share of tasks whose k instructions were all followed.

A sample whose generation failed counts as failing its tests and every instruction (it is
also counted in the model's error rate), so errors never flatter a model.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from statistics import fmean

from vibebench._frozen import FrozenModel
from vibebench.store import RunStore, SampleView

ERROR_RATE_THRESHOLD = 0.10
"""Models above this generation error rate are flagged (the paper drops them)."""


class SampleOutcome(FrozenModel):
    """What metrics need of one sample."""

    model: str
    task_id: str
    setting: str
    k: int
    sample: int
    passed: bool
    followed: tuple[bool, ...] = ()
    """Verdict per instruction position (1..k)."""
    instruction_ids: tuple[str, ...] = ()
    generation_error: bool = False


def outcome_of(view: SampleView) -> SampleOutcome:
    """Reduce a stored sample to its outcome; missing stages count as failures."""
    key = view.key
    error = view.final_response is None
    verdicts = sorted(view.verdicts, key=lambda verdict: verdict.position)
    followed = tuple(v.passed and not error for v in verdicts)
    if key.k and len(followed) < key.k:
        followed = followed + (False,) * (key.k - len(followed))
    return SampleOutcome(
        model=key.model,
        task_id=key.task_id,
        setting=key.setting,
        k=key.k,
        sample=key.sample,
        passed=bool(view.execution and view.execution.passed and not error),
        followed=followed,
        instruction_ids=tuple(v.instruction_id for v in verdicts),
        generation_error=error,
    )


def load_outcomes(store: RunStore, run_id: str) -> list[SampleOutcome]:
    """Every sample of a run as an outcome."""
    return [outcome_of(view) for view in store.iter_samples(run_id)]


class SettingScore(FrozenModel):
    """Scores of one model in one setting at one k."""

    setting: str
    k: int
    tasks: int
    pass_at_1: float
    functional_regression: float | None
    """FR_k against the model's S_0; None for the base row or when S_0 is 0."""
    if_instruction: float | None
    if_task: float | None


class ModelSummary(FrozenModel):
    """A model's headline figures across settings."""

    model: str
    samples: int
    errors: int
    error_rate: float
    flagged: bool
    """Error rate above the threshold: its scores are not comparable."""
    rows: tuple[SettingScore, ...]

    @property
    def base(self) -> SettingScore | None:
        """The S_0 row."""
        return next((row for row in self.rows if row.setting == "base"), None)


def task_means(outcomes: Iterable[SampleOutcome]) -> dict[str, dict[str, float]]:
    """Per task: mean pass, mean instruction-level IF and mean task-level IF over samples.

    One pass with running sums (no per-task lists): this runs once per (model, setting, k)
    over every sample of a run, so it is on the report's hot path.
    """
    sums: dict[str, list[float]] = {}
    has_if = False
    for outcome in outcomes:
        entry = sums.get(outcome.task_id)
        if entry is None:
            entry = sums[outcome.task_id] = [0, 0.0, 0.0, 0.0]
        entry[0] += 1
        entry[1] += outcome.passed
        if outcome.k:
            has_if = True
            # Fail closed: a verdict missing for one of the k positions counts as not followed.
            followed = outcome.followed
            entry[2] += sum(followed) / max(len(followed), outcome.k)
            entry[3] += len(followed) >= outcome.k and all(followed)
    means: dict[str, dict[str, float]] = {}
    for task_id, (count, passed, instruction, task) in sums.items():
        means[task_id] = {"pass": passed / count}
        if has_if:
            means[task_id]["if_instruction"] = instruction / count
            means[task_id]["if_task"] = task / count
    return means


def score_setting(outcomes: list[SampleOutcome], base_pass: float | None) -> SettingScore:
    """Scores of one (model, setting, k) group of outcomes."""
    first = outcomes[0]
    means = task_means(outcomes).values()
    pass_at_1 = fmean(m["pass"] for m in means)
    has_if = first.k > 0
    regression = None
    if first.setting != "base" and base_pass:
        regression = (base_pass - pass_at_1) / base_pass
    return SettingScore(
        setting=first.setting,
        k=first.k,
        tasks=len(means),
        pass_at_1=pass_at_1,
        functional_regression=regression,
        if_instruction=fmean(m["if_instruction"] for m in means) if has_if else None,
        if_task=fmean(m["if_task"] for m in means) if has_if else None,
    )


def summarize(
    outcomes: Iterable[SampleOutcome], *, error_threshold: float = ERROR_RATE_THRESHOLD
) -> list[ModelSummary]:
    """One summary per model, rows ordered base, single k=1.., multi k=1.."""
    by_model: dict[str, list[SampleOutcome]] = defaultdict(list)
    for outcome in outcomes:
        by_model[outcome.model].append(outcome)
    order = {"base": 0, "single": 1, "multi": 2}
    summaries = []
    for model, items in by_model.items():
        groups: dict[tuple[str, int], list[SampleOutcome]] = defaultdict(list)
        for outcome in items:
            groups[(outcome.setting, outcome.k)].append(outcome)
        base = groups.get(("base", 0))
        base_pass = score_setting(base, None).pass_at_1 if base else None
        rows = tuple(
            score_setting(groups[key], base_pass)
            for key in sorted(groups, key=lambda key: (order.get(key[0], 9), key[0], key[1]))
        )
        errors = sum(outcome.generation_error for outcome in items)
        rate = errors / len(items)
        summaries.append(
            ModelSummary(
                model=model,
                samples=len(items),
                errors=errors,
                error_rate=rate,
                flagged=rate > error_threshold,
                rows=rows,
            )
        )
    return summaries
