"""docs/architecture.md, "How to add a benchmark": a toy suite, written the way the page says,
runs through the engine: generation, one extraction, its verdicts and sandboxed tests are
stored, and a rerun resumes without asking the model again."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from vibebench.models import ChatMessage
from vibebench.protocols import base_messages
from vibebench.run import Cell, Decide, ModelColumn, RunOptions, SuiteKind, run_suite
from vibebench.store import (
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    VerdictRecord,
    export_run,
    read_export,
)
from vibebench.tasks import load_benchmark
from vibebench.verify import extract_code


@dataclass
class ShortAnswers:
    """A toy benchmark: the first embedded tasks; an answer passes if it is under 40 lines."""

    name: str = "toy"
    kind: SuiteKind = SuiteKind.VIBE
    stages: int = 1
    calibrate_timeouts: bool = False
    executes: bool = True
    tasks: int = 2

    def identity(self) -> dict[str, object]:
        return {"suite": "toy", "tasks": self.tasks}

    def models(self) -> list[ModelColumn]:
        return [ModelColumn("reference", "reference")]

    def plan(self, model: str, stage: int, answers) -> list[Cell]:
        chosen = load_benchmark("embedded")[: self.tasks]
        return [Cell(task=task, setting="base", k=0, sample=0) for task in chosen]

    def messages(self, cell: Cell, previous: GenerationRecord | None) -> list[ChatMessage]:
        return base_messages(cell.task)

    async def decide(self, job: Decide) -> None:
        for key, cell in job.cells:
            final = job.store.final_generation(key)
            answer = final.response if final else ""
            extraction = extract_code(answer, entry_point=cell.task.entry_point)
            job.store.put_extraction(
                key, ExtractionRecord(code=extraction.code, method=extraction.method)
            )
            short = extraction.code is not None and extraction.code.count("\n") < 40
            verdict = VerdictRecord(instruction_id="short", position=1, params={}, passed=short)
            job.store.put_verdicts(key, [verdict])

    async def aclose(self) -> None:
        return None


def test_a_new_suite_is_one_class_and_the_engine_does_the_rest(tmp_path: Path) -> None:
    options = RunOptions(store_path=tmp_path / "runs.sqlite", show_progress=False, workers=1)
    outcome = run_suite(ShortAnswers(), options)
    assert outcome.labels == ("reference",)
    with RunStore.open(options.store_path) as store:
        views = list(store.iter_samples(outcome.run_id))
        assert len(views) == 2
        for view in views:
            assert view.extraction is not None and view.extraction.code
            assert [v.instruction_id for v in view.verdicts] == ["short"]
            assert view.execution is not None and view.execution.passed  # the reference passes
        assert store.planned(outcome.run_id) == {"reference": 2}
        generations = store.count("generations")
    again = run_suite(ShortAnswers(), options)  # resume: everything is stored already
    assert again.run_id == outcome.run_id
    with RunStore.open(options.store_path) as store:
        assert store.count("generations") == generations


def test_scores_keep_the_benchmarks_of_a_run_apart(tmp_path: Path) -> None:
    from vibebench.metrics import score_run
    from vibebench.run import RunConfig, run_vibe

    options = RunOptions(store_path=tmp_path / "runs.sqlite", show_progress=False)
    config = RunConfig(models=("reference",), settings=("base",), limit=2)
    result = score_run(run_vibe(config, options), options.max_error_rate)
    assert list(result.by_benchmark) == ["humaneval", "embedded"]  # the run's order
    for summaries in result.by_benchmark.values():
        (reference,) = summaries
        assert reference.samples == 2  # two tasks of that benchmark, not the pooled four
    (pooled,) = result.summaries
    assert pooled.samples == 4
    with RunStore.open(options.store_path) as store:
        (run,) = store.list_runs()
        assert set(store.benchmarks(run.run_id).values()) == {"humaneval", "embedded"}
    export_run(options.store_path, tmp_path / "samples.jsonl")
    rows = read_export(tmp_path / "samples.jsonl")
    assert {(row["task_id"].split("/")[0], row["benchmark"]) for row in rows} == {
        ("HumanEval", "humaneval"),
        ("Embedded", "embedded"),
    }
