"""The report's CodeAlignBench section: rates per language, type and setting, the paper's
tests, and the pairwise view.

A run made by `vibebench run --suite codealign` is not a VeriCode run: its samples are IF
problems (`task::entry`) whose single verdict is the catalog entry's (with the answer's unit
tests run beside it), so it is kept out of the VeriCode figures. Its rates come from
`vibebench.codealign.summarize_run`, one table per language and setting; Java and JavaScript
models are labelled `model [java]` so every radar carries the three languages. The paper's
tests (Wilcoxon signed-rank predefined vs follow-up, Friedman across types with Kendall's W)
come from `vibebench.codealign.paper_tests` per language. The pairwise view (two models'
code for one instruction on one task, each with its verdict and reason, and the code before
in the follow-up setting) is gathered in the report's single pass over the store and embedded
compressed, decoded by the page only when a problem is opened.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from vibebench._frozen import FrozenModel
from vibebench.codealign import (
    ENTRY_TYPES,
    FOLLOWUP,
    PREDEFINED,
    RADAR_AXES,
    SETTING_NAMES,
    SUBTYPES,
    PaperTest,
    TestScore,
    TypeScore,
    get_entry,
    language_of_problem,
    outcomes_of_run,
    pairwise_side,
    paper_tests,
    summarize_run,
)
from vibebench.errors import ConfigError
from vibebench.metrics import CODEALIGN_SUITE, model_labels
from vibebench.report._drill import Interner, encode_json, natural_key, pack
from vibebench.report._tables import TextTable
from vibebench.store import RunRecord, RunStore, SampleView

SUITE = CODEALIGN_SUITE
"""The `suite` a CodeAlignBench run records in its configuration."""
SETTING_TITLES = {PREDEFINED: "predefined", FOLLOWUP: "follow-up"}
GROUPS: tuple[str, ...] = (*ENTRY_TYPES, *(f"semantic/{s}" for s in SUBTYPES), "overall")
"""Table columns: the three types, the semantic subtypes, overall."""
PAIRWISE_FIELDS = ("problem", "setting", "model", "sample", "passed", "error", "chunk")
"""Columns of one pairwise index row (passed: 1, 0, or -1 without a verdict)."""
CHUNK_SIDES = 400
"""A pairwise chunk is closed at the first problem boundary after this many sides."""


def is_codealign_run(run: RunRecord) -> bool:
    """Whether `run` was made by `vibebench run --suite codealign`."""
    return run.config.get("suite") == SUITE


class PairwiseData(FrozenModel):
    """What the page embeds for the pairwise view."""

    models: list[str]
    settings: list[str]
    problems: list[tuple[str, str]]
    """(task id, entry id) per problem, in natural task order."""
    entries: dict[str, dict[str, str]]
    """entry id -> {"instruction", "category"}."""
    index: str
    """gzip+base64 JSON: one row per model answer, columns PAIRWISE_FIELDS."""
    chunks: list[str]
    """gzip+base64 JSON per chunk: problem blocks {"problem", "strings", "sides"}, each side
    {"before", "after", "reason", "error"} (string positions) in index order."""


class CodeAlignReport(FrozenModel):
    """The CodeAlignBench section of a report."""

    runs: tuple[str, ...]
    settings: tuple[str, ...]
    models: tuple[str, ...]
    scores: tuple[TypeScore, ...]
    """Per model, setting and group, models labelled as in the report (`model [java]` for
    Java and JavaScript scores)."""
    samples: int
    pairwise: PairwiseData | None = None
    languages: tuple[str, ...] = ("python",)
    tests: tuple[TestScore, ...] = ()
    """Answers whose unit tests passed, per model (labelled), setting and language."""
    paper_tests: tuple[PaperTest, ...] = ()

    @property
    def run_models(self) -> tuple[str, ...]:
        """Each model of the runs once: `models` without the language a Java or JavaScript
        score adds to its label (`model [java]` is the model `model`)."""
        suffixes = [f" [{lang}]" for lang in self.languages if lang != "python"]
        found = set()
        for label in self.models:
            ends = [suffix for suffix in suffixes if label.endswith(suffix)]
            found.add(label[: -len(ends[0])] if ends else label)
        return tuple(sorted(found))

    def score(self, model: str, setting: str, group: str) -> TypeScore | None:
        """The score of one (model, setting, group), if there were verdicts."""
        for score in self.scores:
            if (score.model, score.setting, score.group) == (model, setting, group):
                return score
        return None


class _PairwiseBuilder:
    """Model answers per IF problem, collected one sample at a time."""

    def __init__(self) -> None:
        self._problems: dict[tuple[str, str], tuple[Interner, list[tuple[Any, ...]]]] = {}

    def add(self, view: SampleView, run_name: str) -> None:
        key = view.key
        task_id, _, entry_id = key.task_id.rpartition("::")
        problem = self._problems.setdefault((task_id, entry_id), (Interner(), []))
        strings, sides = problem
        side = pairwise_side(view, key.model)
        passed = -1 if side.passed is None else int(side.passed)
        detail = {
            "before": strings.ref(side.before),
            "after": strings.ref(side.after),
            "reason": side.reason,
            "error": side.error,
        }
        sides.append(
            (
                (run_name, key.model),
                key.setting,
                key.sample,
                passed,
                int(side.error is not None),
                encode_json(detail),
            )
        )

    def build(self, labels: Mapping[tuple[str, str], str]) -> PairwiseData:
        models = sorted(
            {labels[side[0]] for _, sides in self._problems.values() for side in sides}
        )
        settings = [
            s
            for s in SETTING_NAMES
            if any(side[1] == s for _, sides in self._problems.values() for side in sides)
        ]
        problems = sorted(self._problems, key=lambda p: (natural_key(p[0]), p[1]))
        index: list[list[int]] = []
        chunks: list[str] = []
        pending: list[str] = []
        count = 0
        for number, problem in enumerate(problems):
            strings, sides = self._problems[problem]
            ordered = sorted(sides, key=lambda s: (settings.index(s[1]), labels[s[0]], s[2]))
            for run_model, setting, sample, passed, error, _ in ordered:
                index.append(
                    [
                        number,
                        settings.index(setting),
                        models.index(labels[run_model]),
                        sample,
                        passed,
                        error,
                        len(chunks),
                    ]
                )
            pending.append(
                f'{{"problem":{number},"strings":{encode_json(strings.strings)},'
                f'"sides":[{",".join(side[-1] for side in ordered)}]}}'
            )
            count += len(ordered)
            if count >= CHUNK_SIDES or number == len(problems) - 1:
                chunks.append(pack("[" + ",".join(pending) + "]"))
                pending, count = [], 0
        entries = {
            entry_id: _entry_info(entry_id, language_of_problem(task_id))
            for task_id, entry_id in problems
        }
        return PairwiseData(
            models=models,
            settings=settings,
            problems=problems,
            entries=entries,
            index=pack(encode_json(index)),
            chunks=chunks,
        )


def _entry_info(entry_id: str, language: str = "python") -> dict[str, str]:
    try:
        entry = get_entry(entry_id, language)
    except ConfigError:
        return {"instruction": "(not in this version's catalog)", "category": "?"}
    return {"instruction": entry.instruction, "category": entry.category}


class CodeAlignCollector:
    """Gathers the section during the report's pass over the store (see `build`)."""

    def __init__(self, with_pairwise: bool) -> None:
        """Collect rates always, the pairwise view's code only when `with_pairwise`."""
        self._pairwise = _PairwiseBuilder() if with_pairwise else None
        self._pairs: set[tuple[str, str]] = set()
        self._samples = 0

    def add(self, view: SampleView, run_name: str) -> None:
        """Record one sample of the CodeAlignBench run `run_name`."""
        self._samples += 1
        self._pairs.add((run_name, view.key.model))
        if self._pairwise is not None and view.key.setting in SETTING_NAMES:
            self._pairwise.add(view, run_name)

    def build(self, store: RunStore, runs: Sequence[RunRecord]) -> CodeAlignReport | None:
        """Rates of every run (read through `summarize_run`) and the pairwise data.

        None when no CodeAlignBench run was given. Models in several such runs are
        labelled `run/model`, as in the rest of the report.
        """
        if not runs:
            return None
        labels = model_labels(self._pairs)
        scores: list[TypeScore] = []
        tests: list[TestScore] = []
        outcomes = []
        for run in runs:
            summary = summarize_run(store, run.run_id)
            scores += [
                score.model_copy(
                    update={"model": _label(labels, run.name, score.model, score.language)}
                )
                for score in summary.scores
            ]
            tests += [
                found.model_copy(
                    update={"model": _label(labels, run.name, found.model, found.language)}
                )
                for found in summary.tests
            ]
            outcomes += [
                o.model_copy(update={"model": labels.get((run.name, o.model), o.model)})
                for o in outcomes_of_run(store, run.run_id)
            ]
        settings = tuple(s for s in SETTING_NAMES if any(x.setting == s for x in scores))
        languages = tuple(
            lang
            for lang in ("python", "java", "javascript")
            if any(x.language == lang for x in scores)
        )
        return CodeAlignReport(
            runs=tuple(run.name for run in runs),
            settings=settings,
            models=tuple(sorted({score.model for score in scores})),
            scores=tuple(scores),
            samples=self._samples,
            pairwise=None if self._pairwise is None else self._pairwise.build(labels),
            languages=languages or ("python",),
            tests=tuple(tests),
            paper_tests=tuple(paper_tests(outcomes)),
        )


def _label(labels: Mapping[tuple[str, str], str], run: str, model: str, language: str) -> str:
    """The report's label of a model, with its language unless that is Python."""
    label = labels.get((run, model), model)
    return label if language == "python" else f"{label} [{language}]"


def rate_cell(score: TypeScore | None, compact: bool = False) -> str:
    """`66.7 ± 11.1 (n=18)` in percent (`66.7±11.1` when compact), `-` without verdicts."""
    if score is None or not score.n:
        return "-"
    if compact:
        return f"{100 * score.rate:.1f}" + ("" if score.sem is None else f"±{100 * score.sem:.1f}")
    sem = "" if score.sem is None else f" ± {100 * score.sem:.1f}"
    return f"{100 * score.rate:.1f}{sem} (n={score.n})"


LANGUAGE_TITLES = {"python": "Python", "java": "Java", "javascript": "JavaScript"}


def _tests_cell(report: CodeAlignReport, model: str, setting: str) -> str:
    for found in report.tests:
        if (found.model, found.setting) == (model, setting):
            return f"{found.passed}/{found.executed}"
    return "-"


def codealign_tables(report: CodeAlignReport, compact: bool = False) -> list[TextTable]:
    """One table per language and setting (rate ± standard error per type and subtype,
    errors, missing, unit tests passed), then the paper's tests.

    Compact (for terminals): the radar's groups only, without the verdict counts.
    """
    groups = RADAR_AXES if compact else GROUPS
    result = []
    for language in report.languages:
        for setting in report.settings:
            rows = []
            for model in report.models:
                overall = report.score(model, setting, "overall")
                if overall is None or overall.language != language:
                    continue
                rows.append(
                    [model]
                    + [rate_cell(report.score(model, setting, g), compact) for g in groups]
                    + [
                        str(overall.errors),
                        str(overall.missing),
                        _tests_cell(report, model, setting),
                    ]
                )
            if not rows:
                continue
            key = f"codealign-{SETTING_TITLES[setting]}"
            if len(report.languages) > 1 or language != "python":
                key = f"codealign-{language}-{SETTING_TITLES[setting]}"
            result.append(
                TextTable(
                    key,
                    f"CodeAlignBench, {LANGUAGE_TITLES[language]}, "
                    f"{SETTING_TITLES[setting]} setting (instruction-following "
                    "rate %, ± standard error; unit tests passed)",
                    ["model", *groups, "errors", "missing", "tests"],
                    rows,
                )
            )
    if report.paper_tests:
        result.append(paper_tests_table(report))
    return result


def _number(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def paper_tests_table(report: CodeAlignReport) -> TextTable:
    """The paper's tests per language: Wilcoxon (predefined vs follow-up) and Friedman."""
    rows = []
    for found in report.paper_tests:
        what = (
            "Wilcoxon signed-rank, follow-up vs predefined"
            if found.test == "wilcoxon"
            else f"Friedman across types, {SETTING_TITLES.get(found.setting or '', '')}"
        )
        effect = "median diff" if found.test == "wilcoxon" else "Kendall's W"
        rows.append(
            [
                LANGUAGE_TITLES[found.language],
                what,
                f"{found.unit} (n={found.n})",
                _number(found.statistic, 2),
                _number(found.pvalue, 4),
                f"{effect} {_number(found.effect)}" if found.effect is not None else "-",
                found.method or found.note,
            ]
        )
    return TextTable(
        "codealign-tests",
        "CodeAlignBench, the paper's tests per language (W or chi-square, p, effect)",
        ["language", "test", "unit", "statistic", "p", "effect", "method / note"],
        rows,
    )


def codealign_csv_rows(report: CodeAlignReport) -> list[list[object]]:
    """Rows for the long-format CSV (columns of `CSV_COLUMNS`): one per model, setting, group.

    `low` and `high` hold rate ± one standard error; `n` the verdicts.
    """
    rows: list[list[object]] = []
    for score in report.scores:
        low = high = ""
        if score.sem is not None:
            low, high = max(score.rate - score.sem, 0.0), min(score.rate + score.sem, 1.0)
        rows.append(
            [
                "codealign",
                score.model,
                score.setting,
                "",
                score.group,
                "rate",
                score.rate,
                low,
                high,
                score.n,
            ]
        )
    return rows


def radar_values(
    report: CodeAlignReport, setting: str, model: str
) -> tuple[list[float | None], list[float | None]]:
    """Percent rate and standard error per radar axis (None where there are no verdicts)."""
    values: list[float | None] = []
    spreads: list[float | None] = []
    for axis in RADAR_AXES:
        score = report.score(model, setting, axis)
        known = score is not None and score.n > 0
        values.append(100 * score.rate if known and score is not None else None)
        sem = score.sem if known and score is not None else None
        spreads.append(None if sem is None or math.isnan(sem) else 100 * sem)
    return values, spreads


def pairwise_meta(data: PairwiseData) -> dict[str, Any]:
    """The small JSON the page reads up front (names, problems, entries)."""
    return {
        "models": data.models,
        "settings": data.settings,
        "settingTitles": [SETTING_TITLES.get(s, s) for s in data.settings],
        "problems": data.problems,
        "entries": data.entries,
        "fields": list(PAIRWISE_FIELDS),
    }


def split_runs(runs: Iterable[RunRecord]) -> tuple[list[RunRecord], list[RunRecord]]:
    """(VeriCode runs, CodeAlignBench runs), each in the order given."""
    listed = list(runs)
    return (
        [r for r in listed if not is_codealign_run(r)],
        [r for r in listed if is_codealign_run(r)],
    )
