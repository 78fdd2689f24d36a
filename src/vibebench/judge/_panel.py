"""A panel of judges: every judge decides every judge item, rules decide the rest once.

Reported, after OctoBench and Conv-to-Bench: each judge's verdicts, the panel mean (avg@k:
per item the share of judges saying yes, errors counting as no), agreement between judges
(pairwise Cohen's kappa and Fleiss' kappa over the judge-decided items both judges could
decide), and rank stability (Kendall's tau-b between the model rankings each judge implies).
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Sequence
from statistics import fmean

from pydantic import ConfigDict, model_validator

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.judge._agreement import cohen_kappa, fleiss_kappa, kendall_tau_b
from vibebench.judge._checklist import ChecklistItem, ItemVerdict
from vibebench.judge._protocol import Judge
from vibebench.judge._rules import RuleCatalog, decide_rule_items, validate_rule_item

__all__ = ["CaseResult", "JudgeCase", "JudgePanel", "PairAgreement", "PanelReport", "summarize"]


class JudgeCase(FrozenModel):
    """One response to check against its checklist."""

    model_config = ConfigDict(extra="forbid")

    case_id: str
    model: str = ""
    """The model that wrote the response (rank stability compares models)."""
    response: str
    """A model response or bare code; the code is extracted as the verify stage does."""
    items: tuple[ChecklistItem, ...]
    context: str = ""
    """The task the response answers, shown to judges as reference."""
    before: str | None = None
    """The previous version (follow-up edits): judges and rules see both."""

    @model_validator(mode="after")
    def _items_are_unique(self) -> JudgeCase:
        ids = [item.id for item in self.items]
        if not ids:
            raise ValueError(f"case {self.case_id!r} has no checklist items")
        if len(set(ids)) != len(ids):
            raise ValueError(f"case {self.case_id!r} repeats an item id")
        return self


class CaseResult(FrozenModel):
    """Every verdict for one case: rule items once, judge items per judge."""

    case_id: str
    model: str
    item_ids: tuple[str, ...]
    rule_verdicts: tuple[ItemVerdict, ...]
    judge_verdicts: dict[str, tuple[ItemVerdict, ...]]
    """Judge name -> its verdicts on the judge items, in item order."""

    def verdicts_of(self, judge: str) -> tuple[ItemVerdict, ...]:
        """All items in checklist order, judge items as `judge` decided them."""
        by_id = {v.item_id: v for v in (*self.rule_verdicts, *self.judge_verdicts[judge])}
        return tuple(by_id[item_id] for item_id in self.item_ids)

    def score_of(self, judge: str) -> float:
        """Share of items met according to `judge` (rule items included)."""
        return fmean(v.passed for v in self.verdicts_of(judge))

    def item_means(self) -> dict[str, float]:
        """avg@k per item: the share of judges under which the item passed."""
        judges = list(self.judge_verdicts)
        return {
            item_id: fmean(self.verdicts_of(j)[pos].passed for j in judges)
            for pos, item_id in enumerate(self.item_ids)
        }

    @property
    def score(self) -> float:
        """avg@k of the case: the mean over judges of each judge's case score."""
        return fmean(self.score_of(judge) for judge in self.judge_verdicts)


class PairAgreement(FrozenModel):
    """One statistic between two judges, over `n` shared units."""

    first: str
    second: str
    value: float | None
    n: int


class PanelReport(FrozenModel):
    """What a panel found over many cases."""

    judges: tuple[str, ...]
    cases: tuple[CaseResult, ...]
    avg_at_k: float | None
    """Mean avg@k over cases."""
    model_scores: dict[str, float]
    """Model -> mean avg@k over its cases."""
    judge_model_scores: dict[str, dict[str, float]]
    """Judge -> model -> mean case score under that judge alone."""
    pairwise_kappa: tuple[PairAgreement, ...]
    fleiss_kappa: float | None
    fleiss_n: int
    """Judge-decided items every judge decided without error."""
    rank_tau: tuple[PairAgreement, ...]
    """Kendall's tau-b between two judges' model scores (n = models)."""
    errors: dict[str, int]
    """Judge (or `rule`) -> verdicts that could not be decided."""


def _by_model(
    cases: Sequence[CaseResult], score: Callable[[CaseResult], float]
) -> dict[str, float]:
    models = sorted({case.model for case in cases})
    return {m: fmean(score(case) for case in cases if case.model == m) for m in models}


def _judged_labels(cases: Sequence[CaseResult], judges: Sequence[str]) -> list[list[bool]]:
    """Per judge-decided unit, every judge's label; units with any error are left out."""
    units: list[list[bool]] = []
    for case in cases:
        for position in range(len(case.judge_verdicts[judges[0]])):
            verdicts = [case.judge_verdicts[judge][position] for judge in judges]
            if all(v.error is None for v in verdicts):
                units.append([v.passed for v in verdicts])
    return units


def summarize(judges: Sequence[str], cases: Sequence[CaseResult]) -> PanelReport:
    """Panel means, agreement and rank stability for finished cases."""
    pairwise = []
    for first, second in itertools.combinations(judges, 2):
        labels = _judged_labels(cases, [first, second])
        kappa = cohen_kappa([a for a, _ in labels], [b for _, b in labels])
        pairwise.append(PairAgreement(first=first, second=second, value=kappa, n=len(labels)))
    all_labels = _judged_labels(cases, judges) if len(judges) >= 2 else []
    per_judge = {j: _by_model(cases, lambda c, j=j: c.score_of(j)) for j in judges}
    taus = []
    for first, second in itertools.combinations(judges, 2):
        models = sorted(per_judge[first])
        tau = kendall_tau_b(
            [per_judge[first][m] for m in models], [per_judge[second][m] for m in models]
        )
        taus.append(PairAgreement(first=first, second=second, value=tau, n=len(models)))
    errors = {"rule": sum(v.error is not None for c in cases for v in c.rule_verdicts)}
    for judge in judges:
        errors[judge] = sum(v.error is not None for c in cases for v in c.judge_verdicts[judge])
    return PanelReport(
        judges=tuple(judges),
        cases=tuple(cases),
        avg_at_k=fmean(case.score for case in cases) if cases else None,
        model_scores=_by_model(cases, lambda c: c.score),
        judge_model_scores=per_judge,
        pairwise_kappa=tuple(pairwise),
        fleiss_kappa=fleiss_kappa(all_labels) if all_labels else None,
        fleiss_n=len(all_labels),
        rank_tau=tuple(taus),
        errors=errors,
    )


class JudgePanel:
    """Several judges deciding the same cases; rule items are decided once, not per judge."""

    def __init__(
        self,
        judges: Sequence[Judge],
        *,
        concurrency: int = 8,
        catalog: RuleCatalog | None = None,
    ) -> None:
        """`catalog` looks up `codealign:` rule items (`vibebench.codealign.get_entry`)."""
        names = [judge.name for judge in judges]
        if not names:
            raise ConfigError("a judge panel needs at least one judge")
        if len(set(names)) != len(names):
            raise ConfigError(f"judge names must be unique, got {names}")
        self.judges = tuple(judges)
        self._gate = asyncio.Semaphore(concurrency)
        self._catalog = catalog

    async def score_case(self, case: JudgeCase) -> CaseResult:
        """Decide one case under every judge."""
        from vibebench.verify import extract_code

        code = extract_code(case.response).code
        before = extract_code(case.before).code if case.before is not None else None
        rules = [item for item in case.items if item.check_type == "rule"]
        asked = [item for item in case.items if item.check_type == "judge"]
        rule_verdicts = await asyncio.to_thread(
            decide_rule_items, code, rules, code_before=before, catalog=self._catalog
        )
        judged = dict(
            zip(
                (judge.name for judge in self.judges),
                await asyncio.gather(
                    *(self._ask(judge, case, code, before, asked) for judge in self.judges)
                ),
                strict=True,
            )
        )
        return CaseResult(
            case_id=case.case_id,
            model=case.model,
            item_ids=tuple(item.id for item in case.items),
            rule_verdicts=tuple(rule_verdicts),
            judge_verdicts=judged,
        )

    async def _ask(
        self,
        judge: Judge,
        case: JudgeCase,
        code: str | None,
        before: str | None,
        asked: list[ChecklistItem],
    ) -> tuple[ItemVerdict, ...]:
        """One judge's verdicts on the judge items; no code fails them without a call."""
        if code is None:
            error = "no code found in the response"
            return tuple(ItemVerdict.failed(item.id, judge.name, error) for item in asked)
        async with self._gate:
            outcome = await judge.judge(code, asked, context=case.context, code_before=before)
        return outcome.verdicts

    async def score(
        self, cases: Sequence[JudgeCase], *, on_done: Callable[[], None] | None = None
    ) -> PanelReport:
        """Decide every case (concurrently) and summarise; bad rule names fail before any call."""
        for case in cases:
            for item in case.items:
                if item.check_type == "rule":
                    validate_rule_item(item, self._catalog)

        async def one(case: JudgeCase) -> CaseResult:
            result = await self.score_case(case)
            if on_done is not None:
                on_done()
            return result

        results = await asyncio.gather(*(one(case) for case in cases))
        return summarize([judge.name for judge in self.judges], results)

    async def aclose(self) -> None:
        """Close every judge (an `LLMJudge` closes its model)."""
        for judge in self.judges:
            await judge.aclose()
