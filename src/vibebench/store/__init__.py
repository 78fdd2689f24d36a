"""The run store: every generation, verdict and execution of a run, in one SQLite file.

Writes are idempotent upserts keyed by each unit's natural key and committed at once, so a
killed run resumes where it stopped (`RunStore.pending`) without loss or duplicates. Runs
export to JSONL or Parquet (`export_run`, `vibebench export`).
"""

from vibebench.store._export import EXPORT_TABLES, export_run, iter_export_rows, read_export
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

__all__ = [
    "EXPORT_TABLES",
    "FAILURES",
    "GENERATION_STATUSES",
    "SCHEMA_VERSION",
    "STAGES",
    "ErrorKind",
    "ExecutionRecord",
    "ExtractionRecord",
    "GenerationRecord",
    "GenerationStatus",
    "LockedConnection",
    "ModelProgress",
    "ProgressCounter",
    "RunProgress",
    "RunRecord",
    "RunStore",
    "SampleKey",
    "SampleView",
    "Stage",
    "VerdictRecord",
    "export_run",
    "final_generation",
    "iter_export_rows",
    "read_export",
    "sample_done",
]
