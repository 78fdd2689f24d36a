"""The paper's findings as tests, per language, from a run's verdicts (section 4.3).

- Predefined vs follow-up: Wilcoxon signed-rank over paired units (the overall rate of each
  unit in both settings), with the median difference (follow-up minus predefined).
- Across categories: Friedman over units with a rate in each of cosmetic, structural and
  semantic, per setting, with Kendall's W.

The paper's unit is the model (ten of them). With fewer than `MIN_MODELS` models a run
cannot say much across models, so the unit becomes the first solution (model, task,
sample): its IF problems' rates. Every result names its unit, and a test that cannot be
computed (too few units, all differences zero) says why instead of a number.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from vibebench._frozen import FrozenModel
from vibebench.codealign._catalog import get_entry
from vibebench.codealign._entry import ENTRY_TYPES
from vibebench.codealign._prompts import FOLLOWUP, PREDEFINED, SETTING_NAMES
from vibebench.codealign._stats import friedman, wilcoxon_signed_rank
from vibebench.codealign._summary import language_of_problem
from vibebench.errors import ConfigError, VibebenchError
from vibebench.store import RunStore

__all__ = ["MIN_MODELS", "Outcome", "PaperTest", "outcomes_of_run", "paper_tests"]

MIN_MODELS = 3
"""Below this many models the tests pair first solutions instead of models."""


class Outcome(FrozenModel):
    """One verdict, with what the tests group it by."""

    model: str
    setting: str
    language: str
    task: str
    sample: int
    entry_type: str
    passed: bool


class PaperTest(FrozenModel):
    """One test of the paper's, in one language (and setting, for Friedman)."""

    language: str
    test: str
    """wilcoxon (predefined vs follow-up) or friedman (across categories)."""
    setting: str | None = None
    unit: str
    """model or first-solution."""
    n: int
    statistic: float | None = None
    """W for Wilcoxon, chi-square for Friedman (df 2)."""
    pvalue: float | None = None
    effect: float | None = None
    """Median difference (Wilcoxon) or Kendall's W (Friedman)."""
    method: str = ""
    note: str = ""
    """Why no statistic was computed, when none was."""


def outcomes_of_run(store: RunStore, run_id: str) -> list[Outcome]:
    """Every verdict of a CodeAlignBench run as an Outcome (errors count as fails)."""
    found = []
    for view in store.iter_samples(run_id):
        key = view.key
        if key.setting not in SETTING_NAMES or not view.verdicts:
            continue
        task, _, entry_id = key.task_id.rpartition("::")
        language = language_of_problem(key.task_id)
        try:
            entry_type = get_entry(entry_id, language).type
        except ConfigError:
            continue
        verdict = view.verdicts[0]
        found.append(
            Outcome(
                model=key.model,
                setting=key.setting,
                language=language,
                task=task,
                sample=key.sample,
                entry_type=entry_type,
                passed=verdict.passed and verdict.error is None,
            )
        )
    return found


def _rates(outcomes: Iterable[Outcome], by_model: bool) -> dict[tuple, dict[str, float]]:
    """unit -> {setting, setting/type: rate}."""
    tallies: dict[tuple, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for outcome in outcomes:
        unit = (outcome.model,) if by_model else (outcome.model, outcome.task, outcome.sample)
        tallies[unit][outcome.setting].append(outcome.passed)
        tallies[unit][f"{outcome.setting}/{outcome.entry_type}"].append(outcome.passed)
    return {
        unit: {group: sum(found) / len(found) for group, found in groups.items()}
        for unit, groups in tallies.items()
    }


def _wilcoxon(language: str, rates: dict[tuple, dict[str, float]], unit: str) -> PaperTest:
    pairs = [
        (r[PREDEFINED], r[FOLLOWUP]) for r in rates.values() if PREDEFINED in r and FOLLOWUP in r
    ]
    base = {"language": language, "test": "wilcoxon", "unit": unit, "n": len(pairs)}
    if len(pairs) < 2:
        return PaperTest(**base, note="fewer than two paired units")
    try:
        result = wilcoxon_signed_rank([p for p, _ in pairs], [f for _, f in pairs])
    except VibebenchError as err:
        return PaperTest(**base, note=str(err))
    return PaperTest(
        **base,
        statistic=result.statistic,
        pvalue=result.pvalue,
        effect=result.median_difference,
        method=result.method,
    )


def _friedman(
    language: str, setting: str, rates: dict[tuple, dict[str, float]], unit: str
) -> PaperTest:
    keys = [f"{setting}/{entry_type}" for entry_type in ENTRY_TYPES]
    blocks = [[r[k] for k in keys] for r in rates.values() if all(k in r for k in keys)]
    base = {"language": language, "test": "friedman", "setting": setting, "unit": unit}
    if len(blocks) < 2:
        return PaperTest(**base, n=len(blocks), note="fewer than two units rated in all types")
    try:
        result = friedman(blocks)
    except VibebenchError as err:
        return PaperTest(**base, n=len(blocks), note=str(err))
    return PaperTest(
        **base,
        n=result.n,
        statistic=result.chi2,
        pvalue=result.pvalue,
        effect=result.kendall_w,
        method=f"chi2({result.df})",
    )


def paper_tests(outcomes: Sequence[Outcome]) -> list[PaperTest]:
    """The Wilcoxon and Friedman tests for every language in `outcomes`."""
    results = []
    for language in ("python", "java", "javascript"):
        chosen = [o for o in outcomes if o.language == language]
        if not chosen:
            continue
        by_model = len({o.model for o in chosen}) >= MIN_MODELS
        unit = "model" if by_model else "first-solution"
        rates = _rates(chosen, by_model)
        results.append(_wilcoxon(language, rates, unit))
        for setting in SETTING_NAMES:
            if any(o.setting == setting for o in chosen):
                results.append(_friedman(language, setting, rates, unit))
    return results
