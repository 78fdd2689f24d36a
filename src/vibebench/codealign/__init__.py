"""CodeAlignBench: a catalog of developer instructions, applicability, and two settings.

Every entry has `is_applicable(code)` and `verify(code_after, code_before=None)`; rule-based
where a rule can decide (VeriCode verifiers and ast checks), judge-backed otherwise. The
applicability checker samples applicable entries evenly across the three types; the
predefined setting gives the instruction with the problem, the follow-up setting gives the
problem, the model's first solution, then the instruction (the verifier sees both). Tasks
come in Python, Java and JavaScript (translated task sets), each language with its catalog,
and the paper's Wilcoxon and Friedman tests are computed per language.
"""

from vibebench.codealign._applicability import applicable_entries, sample_balanced
from vibebench.codealign._catalog import (
    CATALOG,
    CATALOGS,
    LANGUAGES,
    all_entries,
    entries_of_type,
    get_entry,
)
from vibebench.codealign._config import PROBLEM_SEPARATOR, CodeAlignConfig, problem_id
from vibebench.codealign._entry import (
    ENTRY_TYPES,
    SUBTYPES,
    CatalogEntry,
    EntryExample,
    EntryType,
    Method,
    Subtype,
)
from vibebench.codealign._facts import CodeFacts, facts_of, prefetch
from vibebench.codealign._paper_tests import (
    MIN_MODELS,
    Outcome,
    PaperTest,
    outcomes_of_run,
    paper_tests,
)
from vibebench.codealign._prompts import (
    FOLLOWUP,
    PREDEFINED,
    SETTING_NAMES,
    followup_messages,
    predefined_messages,
)
from vibebench.codealign._stats import (
    FriedmanResult,
    WilcoxonResult,
    friedman,
    wilcoxon_signed_rank,
)
from vibebench.codealign._summary import (
    RADAR_AXES,
    CodeAlignSummary,
    PairwiseSide,
    PairwiseView,
    TestScore,
    TypeScore,
    language_of_problem,
    pairwise_side,
    pairwise_view,
    radar_scores,
    summarize_run,
)

__all__ = [
    "PROBLEM_SEPARATOR",
    "CATALOG",
    "CATALOGS",
    "ENTRY_TYPES",
    "FOLLOWUP",
    "LANGUAGES",
    "PREDEFINED",
    "RADAR_AXES",
    "SETTING_NAMES",
    "SUBTYPES",
    "CatalogEntry",
    "CodeAlignConfig",
    "CodeAlignSummary",
    "CodeFacts",
    "EntryExample",
    "FriedmanResult",
    "MIN_MODELS",
    "Outcome",
    "PaperTest",
    "TestScore",
    "WilcoxonResult",
    "EntryType",
    "Method",
    "PairwiseSide",
    "PairwiseView",
    "Subtype",
    "TypeScore",
    "all_entries",
    "applicable_entries",
    "entries_of_type",
    "facts_of",
    "friedman",
    "language_of_problem",
    "outcomes_of_run",
    "paper_tests",
    "followup_messages",
    "get_entry",
    "pairwise_side",
    "pairwise_view",
    "predefined_messages",
    "prefetch",
    "problem_id",
    "radar_scores",
    "sample_balanced",
    "summarize_run",
    "wilcoxon_signed_rank",
]
