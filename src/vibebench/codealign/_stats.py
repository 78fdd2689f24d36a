"""The paper's significance tests (Wilcoxon signed-rank, Friedman with Kendall's W).

They live in `vibebench.stats` with every other statistic; this module keeps the names the
CodeAlignBench package and its tests import.
"""

from vibebench.stats import (
    FriedmanResult,
    WilcoxonResult,
    chi2_sf,
    friedman,
    rank_average,
    wilcoxon_signed_rank,
)

__all__ = [
    "FriedmanResult",
    "WilcoxonResult",
    "chi2_sf",
    "friedman",
    "rank_average",
    "wilcoxon_signed_rank",
]
