"""The CodeAlignBench suite (`vibebench run --suite codealign`) on the engine.

Stage 0: each model's first solution to every task (none when the shared reference solution
is the first solution). Stage 1: the applicability checker's balanced draw of k catalog
entries (of the task's language) for each first solution, one IF problem per entry, asked in
each setting (predefined: the instruction with the task; follow-up: an edit of the first
solution). Each answer is verified by its entry (rules, or the judge) and its unit tests run
in the sealed sandbox (Python, Java or JavaScript). Judge errors are stored as failing
verdicts with the error and are retried on resume.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from vibebench.codealign import (
    FOLLOWUP,
    LANGUAGES,
    SETTING_NAMES,
    CatalogEntry,
    CodeAlignConfig,
    CodeAlignSummary,
    all_entries,
    problem_id,
    summarize_run,
)
from vibebench.codealign._applicability import sample_balanced
from vibebench.codealign._extract import extract_source
from vibebench.codealign._facts import facts_of, prefetch
from vibebench.codealign._helpers import defines_entry_point
from vibebench.codealign._prompts import (
    codealign_base_messages,
    fenced_answer,
    followup_messages,
    language_of_task,
    predefined_messages,
)
from vibebench.codealign._source_facts import source_facts_of
from vibebench.errors import ConfigError
from vibebench.judge import ItemVerdict, Judge, make_judge
from vibebench.models import (
    ChatMessage,
    GenerationParams,
    RetryPolicy,
    split_model_label,
)
from vibebench.protocols import task_prompt
from vibebench.run._engine import RunOptions, run_suite
from vibebench.run._suite import (
    Answers,
    Cell,
    ConfiguredSuite,
    Decide,
    ModelColumn,
    SuiteKind,
    extraction_record,
)
from vibebench.store import GenerationRecord, RunStore, SampleKey, VerdictRecord
from vibebench.tasks import Task, load_benchmark
from vibebench.tasks._translated import load_translated, resolve_translated

__all__ = ["CodeAlignSuite", "run_codealign"]


@dataclass(frozen=True)
class _Problem:
    """One IF problem: a catalog entry drawn for one first solution of a task."""

    task: Task
    entry: CatalogEntry
    sample: int
    first_response: str
    first_code: str


def _load_one(benchmark: str, language: str) -> list[Task]:
    resolved = resolve_translated(benchmark, language)
    return load_benchmark(benchmark) if resolved is None else load_translated(*resolved)


def _load_tasks(config: CodeAlignConfig) -> list[Task]:
    unknown = sorted(set(config.languages) - set(LANGUAGES))
    if unknown:
        raise ConfigError(f"unknown languages {unknown}; known: {', '.join(LANGUAGES)}")
    tasks: list[Task] = []
    for benchmark in config.benchmarks:
        named = resolve_translated(benchmark)
        languages = [named[1]] if named is not None else config.languages
        for language in languages:
            loaded = _load_one(benchmark, language)
            tasks.extend(loaded[: config.limit] if config.limit else loaded)
    ids = [task.id for task in tasks]
    if len(set(ids)) != len(ids):
        raise ConfigError("two benchmarks share task ids; run them separately")
    return tasks


def _make_judge(config: CodeAlignConfig, retry: RetryPolicy | None) -> Judge | None:
    if config.judge is None:
        return None
    return make_judge(config.judge, retry=retry)


def _defines(code: str, entry_point: str | None, language: str) -> bool:
    """Whether the answer still defines the function the task's tests call."""
    if language == "python":
        return defines_entry_point(code, entry_point)
    facts = source_facts_of(code, language)
    if not entry_point or not facts.parses:
        return True
    return any(name == entry_point for name, _ in facts.functions)


@dataclass
class CodeAlignSuite(ConfiguredSuite):
    """CodeAlignBench's predefined and follow-up settings on the engine."""

    config: CodeAlignConfig
    retry: RetryPolicy | None = None
    """Retries of the judge's model calls."""
    concurrency: int = 8
    """Judge calls in flight."""
    kind: SuiteKind = SuiteKind.CODEALIGN
    stages: int = 2
    calibrate_timeouts: bool = False
    tasks: list[Task] = field(default_factory=list)
    judge: Judge | None = None
    pools: dict[str, list[CatalogEntry]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = sorted(set(self.config.settings) - set(SETTING_NAMES))
        if unknown:
            known = ", ".join(SETTING_NAMES)
            raise ConfigError(f"unknown codealign settings {unknown}; known: {known}")
        self.tasks = _load_tasks(self.config)
        self.judge = _make_judge(self.config, self.retry)
        rule_only = self.judge is None
        self.pools = {lang: all_entries(rule_only=rule_only, language=lang) for lang in LANGUAGES}

    @property
    def executes(self) -> bool:
        return self.config.execute

    def models(self) -> list[ModelColumn]:
        params = GenerationParams(
            temperature=self.config.temperature, max_tokens=self.config.max_tokens
        )
        return [ModelColumn(*split_model_label(entry), params) for entry in self.config.models]

    def plan(self, model: str, stage: int, answers: Answers) -> list[Cell]:
        if stage == 0:
            return self._first_cells()
        return [
            Cell(
                task=problem.task,
                setting=setting,
                k=1,
                sample=problem.sample,
                turn=1 if setting == FOLLOWUP else 0,
                store_task_id=problem_id(problem.task.id, problem.entry.id),
                previous_response=problem.first_response if setting == FOLLOWUP else None,
                payload=problem,
            )
            for problem in self._problems(model, self._firsts(answers))
            for setting in self.config.settings
        ]

    def _first_cells(self) -> list[Cell]:
        """Each model's own first solutions (none when the reference is the first one)."""
        if self.config.first_solution == "reference":
            return []
        samples = range(self.config.samples)
        return [Cell(t, "base", 0, s, scored=False) for t in self.tasks for s in samples]

    def _firsts(self, answers: Answers) -> dict[tuple[str, int], str]:
        """(task id, sample) -> the first solution's text, where there is one."""
        samples = range(self.config.samples)
        if self.config.first_solution == "reference":
            return {
                (t.id, s): fenced_answer(t.reference_solution, language_of_task(t))
                for t in self.tasks
                for s in samples
                if t.reference_solution
            }
        found = {(cell.task.id, cell.sample): answers(cell) for cell in self._first_cells()}
        return {pair: text for pair, text in found.items() if text is not None}

    def _problems(self, model: str, firsts: dict[tuple[str, int], str]) -> list[_Problem]:
        """The balanced draw of entries (of the task's language) for every first solution."""
        languages = {task.id: language_of_task(task) for task in self.tasks}
        codes = {
            pair: extract_source(text, languages[pair[0]]).code for pair, text in firsts.items()
        }
        prefetch(
            facts_of(code)
            for (task_id, _), code in codes.items()
            if code is not None and languages[task_id] == "python"
        )
        owner = model if self.config.first_solution == "own" else "reference"
        problems = []
        for task in self.tasks:
            pool = self.pools[languages[task.id]]
            for sample in range(self.config.samples):
                code = codes.get((task.id, sample))
                if code is None:
                    continue
                seed = f"{self.config.seed}:{owner}:{task.id}:{sample}"
                for entry in sample_balanced(code, self.config.k, seed=seed, entries=pool):
                    problems.append(_Problem(task, entry, sample, firsts[(task.id, sample)], code))
        return problems

    def messages(self, cell: Cell, previous: GenerationRecord | None) -> list[ChatMessage]:
        problem = cell.payload
        if not isinstance(problem, _Problem):  # a first solution
            return codealign_base_messages(cell.task)
        if cell.setting == FOLLOWUP:
            return followup_messages(problem.task, problem.entry, problem.first_response)
        return predefined_messages(problem.task, problem.entry)

    async def decide(self, job: Decide) -> None:
        todo = [
            (key, cell.payload, final.response if final else "")
            for key, cell in job.cells
            if isinstance(cell.payload, _Problem)
            for final in [job.store.final_generation(key)]
        ]
        prefetch(
            facts_of(code)
            for _, problem, text in todo
            if language_of_task(problem.task) == "python"
            and (code := extract_source(text, "python").code) is not None
        )
        gate = asyncio.Semaphore(self.concurrency)
        await asyncio.gather(*(self._verify_one(job.store, gate, item) for item in todo))
        if job.on_progress is not None:
            job.on_progress(len(todo), len(todo))

    async def _verify_one(
        self, store: RunStore, gate: asyncio.Semaphore, item: tuple[SampleKey, _Problem, str]
    ) -> None:
        key, problem, response = item
        language = language_of_task(problem.task)
        extraction = extract_source(response, language)
        store.put_extraction(key, extraction_record(extraction))
        entry = problem.entry
        decider = "rule" if entry.method == "rule" or self.judge is None else self.judge.name
        if extraction.code is None:
            verdict = ItemVerdict.failed(entry.id, decider, "no code found in the response")
        elif not _defines(extraction.code, problem.task.entry_point, language):
            reason = f"the answer no longer defines `{problem.task.entry_point}`"
            verdict = ItemVerdict(
                item_id=entry.id, passed=False, decided_by=decider, reason=reason
            )
        else:
            before = problem.first_code if key.setting == FOLLOWUP else None
            async with gate:
                verdict = await entry.verify_with(
                    extraction.code, before, judge=self.judge, context=task_prompt(problem.task)
                )
        store.put_verdicts(key, [_verdict_record(entry, verdict)])

    async def aclose(self) -> None:
        if self.judge is not None:
            await self.judge.aclose()


def _verdict_record(entry: CatalogEntry, verdict: ItemVerdict) -> VerdictRecord:
    return VerdictRecord(
        instruction_id=entry.id,
        position=1,
        params={"type": entry.type, "subtype": entry.subtype, "method": entry.method},
        passed=verdict.passed,
        diagnostics=[{"decided_by": verdict.decided_by, "reason": verdict.reason}],
        error=verdict.error,
    )


def run_codealign(config: CodeAlignConfig, options: RunOptions | None = None) -> CodeAlignSummary:
    """Run (or resume) a CodeAlignBench evaluation and return its per-type summary."""
    options = options or RunOptions()
    suite = CodeAlignSuite(config, retry=options.retry, concurrency=options.concurrency)
    outcome = run_suite(suite, options)
    with RunStore.open(outcome.store_path) as store:
        return summarize_run(store, outcome.run_id, models=list(outcome.labels))
