"""Metrics: every figure of the paper from the run store, with uncertainty.

pass@1 (S_k) and pass@n, functional regression FR_k, instruction- and task-level IF, IF by
position, category and instruction, FR by category, a leaderboard with the composite score,
task-clustered bootstrap intervals, paired tests (bootstrap and McNemar), and the correlation
of the composite with human ratings over alpha (`vibebench correlate`).
"""

from vibebench.metrics._aggregate import (
    Aggregates,
    TaskColumns,
    aggregate_outcomes,
    aggregates_from_store,
)
from vibebench.metrics._breakdown import (
    category_regression,
    category_scores,
    instruction_category,
    instruction_scores,
    position_curves,
)
from vibebench.metrics._compute import (
    compute_from_aggregates,
    compute_metrics,
    mcnemar_between,
    paired_test,
)
from vibebench.metrics._core import (
    ERROR_RATE_THRESHOLD,
    ModelSummary,
    SampleOutcome,
    SettingScore,
    load_outcomes,
    outcome_of,
    score_setting,
    summarize,
    task_means,
)
from vibebench.metrics._correlate import (
    CorrelationCurve,
    CorrelationPoint,
    RatedModel,
    alpha_grid,
    correlation_curve,
    rated_models_from_metrics,
    read_rated_models,
    read_ratings,
)
from vibebench.metrics._load import (
    CODEALIGN_SUITE,
    find_runs,
    load_run_aggregates,
    load_run_outcomes,
    model_labels,
    relabel,
    store_aggregates,
    vericode_runs,
)
from vibebench.metrics._results import (
    CategoryRegression,
    CompositeParts,
    GroupScore,
    LeaderboardEntry,
    MetricsConfig,
    ModelMetrics,
    PositionCurve,
    PositionPoint,
    RunMetrics,
    SettingRow,
)
from vibebench.metrics._scored_run import RunResult, score_run
from vibebench.metrics._stats import PairedTest
from vibebench.stats import (
    Interval,
    TaskBootstrap,
    bootstrap_p_value,
    kendall,
    mcnemar_exact,
    pearson,
    ranks,
    spearman,
)

__all__ = [
    "CODEALIGN_SUITE",
    "Aggregates",
    "ERROR_RATE_THRESHOLD",
    "CategoryRegression",
    "CompositeParts",
    "CorrelationCurve",
    "CorrelationPoint",
    "GroupScore",
    "Interval",
    "LeaderboardEntry",
    "MetricsConfig",
    "ModelMetrics",
    "ModelSummary",
    "PairedTest",
    "PositionCurve",
    "PositionPoint",
    "RatedModel",
    "RunMetrics",
    "RunResult",
    "SampleOutcome",
    "SettingRow",
    "SettingScore",
    "TaskColumns",
    "TaskBootstrap",
    "aggregate_outcomes",
    "aggregates_from_store",
    "alpha_grid",
    "bootstrap_p_value",
    "category_regression",
    "category_scores",
    "compute_from_aggregates",
    "compute_metrics",
    "correlation_curve",
    "find_runs",
    "instruction_category",
    "instruction_scores",
    "kendall",
    "load_outcomes",
    "load_run_aggregates",
    "load_run_outcomes",
    "mcnemar_between",
    "mcnemar_exact",
    "model_labels",
    "outcome_of",
    "paired_test",
    "pearson",
    "position_curves",
    "ranks",
    "rated_models_from_metrics",
    "read_rated_models",
    "score_run",
    "read_ratings",
    "relabel",
    "score_setting",
    "spearman",
    "store_aggregates",
    "summarize",
    "task_means",
    "vericode_runs",
]
