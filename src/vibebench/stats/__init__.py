"""Statistics shared by every stage: agreement (kappa, F1), rank correlation (Pearson,
Spearman, Kendall), bootstrap intervals and p-values, significance tests (McNemar,
permutation, Wilcoxon, Friedman), distribution tails and pass@k.

The bottom layer: it imports nothing of vibebench but the error tree, so every stage (judge,
conv2bench, codealign, augment, metrics, execute) computes a statistic the one same way.
"""

from vibebench.stats._agreement import cohen_kappa, f1_score, fleiss_kappa
from vibebench.stats._bootstrap import (
    DEFAULT_CONFIDENCE,
    DEFAULT_RESAMPLES,
    EXACT_TASKS,
    Interval,
    Resampling,
    TaskBootstrap,
    bootstrap_p_value,
    check_resampling,
    draw_indices,
    percentile_bounds,
)
from vibebench.stats._correlation import (
    kendall,
    pearson,
    pearson_test,
    rank_average,
    ranks,
    spearman,
)
from vibebench.stats._distributions import chi2_sf, normal_sf, student_t_two_sided
from vibebench.stats._passk import pass_at_k
from vibebench.stats._significance import (
    EXACT_PERMUTATION_LIMIT,
    FriedmanResult,
    WilcoxonResult,
    friedman,
    mcnemar_exact,
    permutation_p_value,
    wilcoxon_signed_rank,
)

__all__ = [
    "DEFAULT_CONFIDENCE",
    "DEFAULT_RESAMPLES",
    "EXACT_PERMUTATION_LIMIT",
    "EXACT_TASKS",
    "FriedmanResult",
    "Interval",
    "Resampling",
    "TaskBootstrap",
    "WilcoxonResult",
    "bootstrap_p_value",
    "check_resampling",
    "chi2_sf",
    "cohen_kappa",
    "draw_indices",
    "f1_score",
    "fleiss_kappa",
    "friedman",
    "kendall",
    "mcnemar_exact",
    "normal_sf",
    "pass_at_k",
    "pearson",
    "pearson_test",
    "percentile_bounds",
    "permutation_p_value",
    "rank_average",
    "ranks",
    "spearman",
    "student_t_two_sided",
    "wilcoxon_signed_rank",
]
