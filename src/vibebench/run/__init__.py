"""The run engine: one loop (plan, generate, extract once, verify, execute, store) that every
suite runs through, and the suites on it: VeriCode (`VibeSuite`) and CodeAlignBench
(`CodeAlignSuite`). A new benchmark that calls models is one new suite class
(docs/architecture.md says how).
"""

from vibebench.run._codealign import CodeAlignSuite, run_codealign
from vibebench.run._engine import ERROR_RATE_THRESHOLD, RunOptions, RunOutcome, run_suite
from vibebench.run._execute import Execution, execution_record
from vibebench.run._generate import FatalStop, Generation, respond_and_store
from vibebench.run._suite import Answers, Cell, Decide, ModelColumn, Suite, SuiteKind
from vibebench.run._vibe import VibeSuite, load_plan, run_vibe, vibe_cells
from vibebench.run._vibe_decide import extract_and_verify
from vibebench.run._vibe_plan import (
    DEFAULT_BENCHMARKS,
    DEFAULT_MODELS,
    SETTINGS,
    ModelCell,
    PlannedSample,
    PlannedTask,
    RunConfig,
    Setting,
    default_augmentation,
    expand,
    load_run_tasks,
    model_cells,
    plan_tasks,
)

__all__ = [
    "DEFAULT_BENCHMARKS",
    "DEFAULT_MODELS",
    "ERROR_RATE_THRESHOLD",
    "SETTINGS",
    "Answers",
    "Cell",
    "CodeAlignSuite",
    "Decide",
    "Execution",
    "FatalStop",
    "Generation",
    "ModelCell",
    "ModelColumn",
    "PlannedSample",
    "PlannedTask",
    "RunConfig",
    "RunOptions",
    "RunOutcome",
    "Setting",
    "Suite",
    "SuiteKind",
    "VibeSuite",
    "default_augmentation",
    "execution_record",
    "expand",
    "extract_and_verify",
    "load_plan",
    "load_run_tasks",
    "model_cells",
    "plan_tasks",
    "respond_and_store",
    "run_codealign",
    "run_suite",
    "run_vibe",
    "vibe_cells",
]
