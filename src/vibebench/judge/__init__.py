"""Checklists and LLM judges: strict yes/no verdicts, judge panels, agreement with humans.

    panel = JudgePanel([make_judge("a=openai/gpt-4o-mini"), make_judge("b=ollama/llama3")])
    report = await panel.score(cases)          # per-judge verdicts, avg@k, kappa, tau
    calibrate(predicted, human_labels)         # accuracy, per-class and macro F1, kappa

Rule items (`check_type="rule"`) are decided by VeriCode verifiers or CodeAlignBench rules
and never reach a judge; judge items go to every judge, fenced and with strict JSON answers.
A judge is anything with a name, `judge` and `aclose` (`Judge`); `make_judge` builds the one a
spec names: a registered `PREFIX:` (`register_judge`, or a plugin's `vibebench.judges` entry
point) or else an `LLMJudge` over a model spec.
"""

from vibebench.judge._agreement import cohen_kappa, f1_score, fleiss_kappa, kendall_tau_b
from vibebench.judge._ask import AnswerError, Reask, ask_until_valid, fenced_json
from vibebench.judge._calibrate import CalibrationReport, LabelKey, calibrate, calibrate_verdicts
from vibebench.judge._checklist import ChecklistItem, CheckType, ItemVerdict
from vibebench.judge._judge import (
    JUDGE_SYSTEM_PROMPT,
    JudgeOutcome,
    LLMJudge,
    fence_code,
    judge_messages,
    parse_verdicts,
)
from vibebench.judge._panel import (
    CaseResult,
    JudgeCase,
    JudgePanel,
    PairAgreement,
    PanelReport,
    summarize,
)
from vibebench.judge._protocol import Judge
from vibebench.judge._registry import (
    JudgeFactory,
    JudgeSpec,
    judge_prefixes,
    make_judge,
    register_judge,
    reload_registry,
)
from vibebench.judge._rules import RuleCatalog, RuleEntry, decide_rule_items, validate_rule_item

__all__ = [
    "AnswerError",
    "Reask",
    "ask_until_valid",
    "JUDGE_SYSTEM_PROMPT",
    "CalibrationReport",
    "CaseResult",
    "CheckType",
    "ChecklistItem",
    "ItemVerdict",
    "Judge",
    "JudgeCase",
    "JudgeFactory",
    "JudgeSpec",
    "JudgeOutcome",
    "JudgePanel",
    "LLMJudge",
    "LabelKey",
    "PairAgreement",
    "PanelReport",
    "RuleCatalog",
    "RuleEntry",
    "calibrate",
    "calibrate_verdicts",
    "cohen_kappa",
    "decide_rule_items",
    "f1_score",
    "fenced_json",
    "fence_code",
    "fleiss_kappa",
    "judge_messages",
    "judge_prefixes",
    "kendall_tau_b",
    "make_judge",
    "parse_verdicts",
    "register_judge",
    "reload_registry",
    "summarize",
    "validate_rule_item",
]
