"""The run store: every generation, verdict and execution of a run, in one SQLite file.

Writes are idempotent upserts keyed by each unit's natural key and committed at once, so a
killed run resumes where it stopped (`RunStore.pending`) without loss or duplicates. Runs
export to JSONL or Parquet (`export_run`, `vibebench export`).
"""

from vibebench.store._aggregates import (
    Columnar,
    FinalGenerations,
    RunSpec,
    StoreAggregates,
    TaskOverview,
    aggregate_runs,
    first_prompts,
    progress_from_aggregates,
)
from vibebench.store._export import (
    EXPORT_TABLES,
    SampleSelection,
    export_run,
    iter_export_rows,
    read_export,
)
from vibebench.store._kind import SuiteKind
from vibebench.store._progress import (
    ErrorKind,
    ModelProgress,
    ProgressCounter,
    RunProgress,
    final_generation,
    sample_done,
)
from vibebench.store._records import (
    FAILURES,
    GENERATION_STATUSES,
    STAGES,
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    GenerationStatus,
    RunRecord,
    SampleKey,
    SampleView,
    Stage,
    VerdictRecord,
)
from vibebench.store._schema import SCHEMA_VERSION
from vibebench.store._sqlite import LockedConnection
from vibebench.store._store import RunStore
from vibebench.store._task_views import iter_task_views

__all__ = [
    "SuiteKind",
    "EXPORT_TABLES",
    "FAILURES",
    "GENERATION_STATUSES",
    "SCHEMA_VERSION",
    "STAGES",
    "Columnar",
    "ErrorKind",
    "ExecutionRecord",
    "ExtractionRecord",
    "FinalGenerations",
    "GenerationRecord",
    "GenerationStatus",
    "LockedConnection",
    "ModelProgress",
    "ProgressCounter",
    "RunProgress",
    "RunRecord",
    "RunSpec",
    "RunStore",
    "SampleKey",
    "SampleSelection",
    "SampleView",
    "Stage",
    "StoreAggregates",
    "TaskOverview",
    "VerdictRecord",
    "aggregate_runs",
    "export_run",
    "final_generation",
    "first_prompts",
    "iter_export_rows",
    "iter_task_views",
    "progress_from_aggregates",
    "read_export",
    "sample_done",
]
