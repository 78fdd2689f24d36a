"""`vibebench run --suite codealign`: first solutions, IF problems, both settings, verdicts.

For each model: its first solution to every task (or the shared reference solution), the
applicability checker's balanced draw of k entries for that solution (from the catalog of
the task's language), then one generation per (task, entry) in each setting, each verified
by the entry (rules, or the judge), and each answer's unit tests run in the sealed sandbox
(Python, Java or JavaScript). Every step writes to the run store at once and reads what is
still missing, so a rerun resumes; judge errors are stored as failing verdicts with the
error and are retried on resume.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from vibebench.codealign._applicability import sample_balanced
from vibebench.codealign._catalog import LANGUAGES, all_entries
from vibebench.codealign._entry import CatalogEntry
from vibebench.codealign._execute import execute_answers
from vibebench.codealign._extract import extract_source
from vibebench.codealign._facts import facts_of, prefetch
from vibebench.codealign._helpers import defines_entry_point
from vibebench.codealign._prompts import (
    FOLLOWUP,
    SETTING_NAMES,
    codealign_base_messages,
    fenced_answer,
    followup_messages,
    language_of_task,
    predefined_messages,
)
from vibebench.codealign._source_facts import source_facts_of
from vibebench.codealign._summary import CodeAlignSummary, summarize_run
from vibebench.errors import ConfigError
from vibebench.judge import ItemVerdict, LLMJudge
from vibebench.models import ChatMessage, GenerationParams, create_model, parse_model_spec
from vibebench.protocols import (
    Responder,
    RunOptions,
    TurnRequest,
    make_responder,
    respond_and_store,
    split_model_label,
    task_prompt,
)
from vibebench.store import ExtractionRecord, RunStore, SampleKey, VerdictRecord
from vibebench.tasks import Task, load_benchmark
from vibebench.tasks._translated import load_translated, resolve_translated

__all__ = ["CodeAlignConfig", "run_codealign"]

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


@dataclass(frozen=True)
class _Problem:
    task: Task
    entry: CatalogEntry
    sample: int
    first_response: str
    first_code: str


def problem_id(task_id: str, entry_id: str) -> str:
    """The store's task id of one IF problem."""
    return f"{task_id}{PROBLEM_SEPARATOR}{entry_id}"


def _answer(store: RunStore, key: SampleKey) -> str | None:
    final = store.final_generation(key)
    return final.response if final else None


class _ModelRun:
    """One model's share of the run."""

    def __init__(
        self,
        label: str,
        responder: Responder,
        store: RunStore,
        run_id: str,
        config: CodeAlignConfig,
        judge: LLMJudge | None,
        concurrency: int,
    ) -> None:
        self.label, self.responder, self.store = label, responder, store
        self.run_id, self.config, self.judge = run_id, config, judge
        self.gate = asyncio.Semaphore(concurrency)

    def key(self, task_id: str, setting: str, sample: int, k: int = 1) -> SampleKey:
        return SampleKey(
            run_id=self.run_id,
            model=self.label,
            task_id=task_id,
            setting=setting,
            k=k,
            sample=sample,
        )

    async def _turn(
        self,
        key: SampleKey,
        task: Task,
        messages: list[ChatMessage],
        turn: int,
        previous: str | None = None,
    ) -> None:
        request = TurnRequest(
            task=task,
            setting=key.setting,
            k=key.k,
            sample=key.sample,
            messages=messages,
            previous_response=previous,
        )
        async with self.gate:
            await respond_and_store(self.responder, self.store, key, request, turn)

    async def first_solutions(self, tasks: Sequence[Task]) -> dict[tuple[str, int], str]:
        """(task id, sample) -> first response text, generating what is missing."""
        samples = range(self.config.samples)
        if self.config.first_solution == "reference":
            return {
                (t.id, s): fenced_answer(t.reference_solution, language_of_task(t))
                for t in tasks
                for s in samples
                if t.reference_solution
            }
        keys = {(t.id, s): self.key(t.id, "base", s, k=0) for t in tasks for s in samples}
        todo = self.store.pending(self.run_id, keys.values(), "generation")
        by_key = {key.natural(): key for key in todo}
        jobs = [
            self._turn(key, task, codealign_base_messages(task), 0)
            for task in tasks
            for s in samples
            if (key := keys[(task.id, s)]).natural() in by_key
        ]
        await asyncio.gather(*jobs)
        found = {pair: _answer(self.store, key) for pair, key in keys.items()}
        return {pair: text for pair, text in found.items() if text is not None}

    def problems(
        self,
        tasks: Sequence[Task],
        firsts: dict[tuple[str, int], str],
        pools: dict[str, list[CatalogEntry]],
    ) -> list[_Problem]:
        """The balanced draw of entries (of the task's language) for every first solution."""
        languages = {task.id: language_of_task(task) for task in tasks}
        codes = {
            pair: extract_source(text, languages[pair[0]]).code for pair, text in firsts.items()
        }
        prefetch(
            facts_of(code)
            for (task_id, _), code in codes.items()
            if code is not None and languages[task_id] == "python"
        )
        problems = []
        for task in tasks:
            pool = pools[languages[task.id]]
            for sample in range(self.config.samples):
                code = codes.get((task.id, sample))
                if code is None:
                    continue
                owner = self.label if self.config.first_solution == "own" else "reference"
                seed = f"{self.config.seed}:{owner}:{task.id}:{sample}"
                for entry in sample_balanced(code, self.config.k, seed=seed, entries=pool):
                    problems.append(_Problem(task, entry, sample, firsts[(task.id, sample)], code))
        return problems

    async def generate(self, problems: Sequence[_Problem], on_done: Callable[[], None]) -> None:
        """Generate every (problem, setting) not stored yet."""
        keyed = [
            (self.key(problem_id(p.task.id, p.entry.id), setting, p.sample), p, setting)
            for p in problems
            for setting in self.config.settings
        ]
        pending = {
            k.natural()
            for k in self.store.pending(self.run_id, [k for k, _, _ in keyed], "generation")
        }

        async def one(key: SampleKey, problem: _Problem, setting: str) -> None:
            if setting == FOLLOWUP:
                messages = followup_messages(problem.task, problem.entry, problem.first_response)
                await self._turn(key, problem.task, messages, 1, problem.first_response)
            else:
                await self._turn(
                    key, problem.task, predefined_messages(problem.task, problem.entry), 0
                )
            on_done()

        await asyncio.gather(*(one(k, p, s) for k, p, s in keyed if k.natural() in pending))

    async def verify(self, problems: Sequence[_Problem]) -> None:
        """Extract and verify every generated, unverified (problem, setting)."""
        keyed = [
            (self.key(problem_id(p.task.id, p.entry.id), setting, p.sample), p)
            for p in problems
            for setting in self.config.settings
        ]
        keys = [k for k, _ in keyed]
        unverified = {k.natural() for k in self.store.pending(self.run_id, keys, "verification")}
        ungenerated = {k.natural() for k in self.store.pending(self.run_id, keys, "generation")}
        todo = [
            (k, p, _answer(self.store, k) or "")
            for k, p in keyed
            if k.natural() in unverified and k.natural() not in ungenerated
        ]
        prefetch(
            facts_of(code)
            for _, problem, text in todo
            if language_of_task(problem.task) == "python"
            and (code := extract_source(text, "python").code) is not None
        )
        await asyncio.gather(
            *(self._verify_one(key, problem, text) for key, problem, text in todo)
        )

    async def _verify_one(self, key: SampleKey, problem: _Problem, response: str) -> None:
        language = language_of_task(problem.task)
        extraction = extract_source(response, language)
        self.store.put_extraction(
            key,
            ExtractionRecord(
                code=extraction.code,
                method=extraction.method,
                error=extraction.reason if extraction.code is None else None,
            ),
        )
        before = problem.first_code if key.setting == FOLLOWUP else None
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
            async with self.gate:
                verdict = await entry.verify_with(
                    extraction.code, before, judge=self.judge, context=task_prompt(problem.task)
                )
        self.store.put_verdicts(
            key,
            [
                VerdictRecord(
                    instruction_id=entry.id,
                    position=1,
                    params={"type": entry.type, "subtype": entry.subtype, "method": entry.method},
                    passed=verdict.passed,
                    diagnostics=[{"decided_by": verdict.decided_by, "reason": verdict.reason}],
                    error=verdict.error,
                )
            ],
        )


def _defines(code: str, entry_point: str | None, language: str) -> bool:
    """Whether the answer still defines the function the task's tests call."""
    if language == "python":
        return defines_entry_point(code, entry_point)
    facts = source_facts_of(code, language)
    if not entry_point or not facts.parses:
        return True
    return any(name == entry_point for name, _ in facts.functions)


def _progress(enabled: bool) -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        disable=not enabled,
    )


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


def _make_judge(config: CodeAlignConfig, options: RunOptions) -> LLMJudge | None:
    if config.judge is None:
        return None
    label, spec = split_model_label(config.judge)
    model = create_model(parse_model_spec(spec), retry=options.retry)
    return LLMJudge(model, name=label)


def run_codealign(config: CodeAlignConfig, options: RunOptions | None = None) -> CodeAlignSummary:
    """Run (or resume) a CodeAlignBench evaluation and return its per-type summary."""
    options = options or RunOptions()
    unknown = sorted(set(config.settings) - set(SETTING_NAMES))
    if unknown:
        raise ConfigError(
            f"unknown codealign settings {unknown}; known: {', '.join(SETTING_NAMES)}"
        )
    tasks = _load_tasks(config)
    judge = _make_judge(config, options)
    pools = {
        language: all_entries(rule_only=judge is None, language=language) for language in LANGUAGES
    }
    params = GenerationParams(temperature=config.temperature, max_tokens=config.max_tokens)
    options.store_path.parent.mkdir(parents=True, exist_ok=True)
    with RunStore.open(options.store_path) as store:
        run_id = store.create_or_get_run(config.name, config.identity())
        parts = []
        for entry in config.models:
            label, spec = split_model_label(entry)
            responder = make_responder(spec, params, None, options.retry)
            parts.append(
                _ModelRun(label, responder, store, run_id, config, judge, options.concurrency)
            )
        problems = asyncio.run(_drive_all(parts, judge, tasks, pools, options.show_progress))
        if config.execute:
            execute_answers(
                store,
                [
                    (part.key(problem_id(p.task.id, p.entry.id), setting, p.sample), p.task)
                    for part in parts
                    for p in problems[part.label]
                    for setting in config.settings
                ],
                workers=options.workers,
                show_progress=options.show_progress,
            )
        labels = [split_model_label(entry)[0] for entry in config.models]
        return summarize_run(store, run_id, models=labels)


async def _drive_all(
    parts: Sequence[_ModelRun],
    judge: LLMJudge | None,
    tasks: Sequence[Task],
    pools: dict[str, list[CatalogEntry]],
    show_progress: bool,
) -> dict[str, list[_Problem]]:
    """Every model in one event loop (clients keep connections per loop), then close.

    Returns each model's IF problems (for the execution that follows).
    """
    problems = {}
    try:
        for part in parts:
            problems[part.label] = await _drive(part, tasks, pools, show_progress)
    finally:
        if judge is not None:
            await judge.aclose()
    return problems


async def _drive(
    part: _ModelRun,
    tasks: Sequence[Task],
    pools: dict[str, list[CatalogEntry]],
    show_progress: bool,
) -> list[_Problem]:
    try:
        firsts = await part.first_solutions(tasks)
        problems = part.problems(tasks, firsts, pools)
        with _progress(show_progress) as progress:
            bar = progress.add_task(
                f"codealign {part.label}", total=len(problems) * len(part.config.settings)
            )
            await part.generate(problems, lambda: progress.advance(bar))
        await part.verify(problems)
    finally:
        await part.responder.aclose()
    return problems
