"""One CodeAlignBench catalog entry: `is_applicable(code)` and `verify(code_after, code_before)`.

An entry belongs to one language (`language`: python, java or javascript); `languages` lists
every language the paper's catalog gives its instruction id. Rule-based entries decide both
with a pure function of the code's facts (Python: ast and Ruff, `CodeFacts`; Java and
JavaScript: tree-sitter, `SourceFacts`). Judge-backed
entries (where no rule can decide, e.g. "use dynamic programming") keep a rule for
applicability, so task construction stays reproducible, and ask an LLM judge one yes/no
question to verify; called without a judge their `verify` fails closed with an error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from vibebench.codealign._facts import CodeFacts, facts_of
from vibebench.codealign._source_facts import SourceFacts, source_facts_of
from vibebench.judge import ChecklistItem, ItemVerdict, Judge

__all__ = [
    "ALL_LANGUAGES",
    "ENTRY_TYPES",
    "SUBTYPES",
    "CatalogEntry",
    "EntryExample",
    "EntryType",
    "Method",
    "RuleResult",
    "Subtype",
]

EntryType = Literal["cosmetic", "structural", "semantic"]
Subtype = Literal["algorithm", "performance", "correctness"]
Method = Literal["rule", "judge"]
ENTRY_TYPES: tuple[EntryType, ...] = ("cosmetic", "structural", "semantic")
SUBTYPES: tuple[Subtype, ...] = ("algorithm", "performance", "correctness")

RuleResult = tuple[bool, str]
"""(passed, reason) from a rule."""
Facts = CodeFacts | SourceFacts
Applies = Callable[[Any], bool]
"""Takes the entry language's facts (CodeFacts for Python, SourceFacts otherwise)."""
Rule = Callable[[Any, Any], RuleResult]
ALL_LANGUAGES: tuple[str, ...] = ("python", "java", "javascript")


@dataclass(frozen=True)
class EntryExample:
    """Code after the change (and before it, for follow-up examples)."""

    after: str
    before: str | None = None


@dataclass(frozen=True)
class CatalogEntry:
    """A developer instruction of the catalog with its applicability check and verifier."""

    id: str
    type: EntryType
    subtype: Subtype | None
    instruction: str
    """The generic developer request shown to the model (the paper's sample user string)."""
    applies: Applies
    rule: Rule | None = None
    """Decides the entry from the code's facts; None for a judge-backed entry."""
    question: str = ""
    """Judge-backed entries: the yes/no question the judge answers about the new code."""
    passes: tuple[EntryExample, ...] = ()
    fails: tuple[EntryExample, ...] = ()
    applicable: tuple[str, ...] = field(default=())
    """Code the entry applies to (default: the fail examples' `after`)."""
    inapplicable: tuple[str, ...] = field(default=())
    """Code it does not apply to (default: the pass examples' `after`)."""
    language: str = "python"
    """The language of the code this entry reads."""
    languages: tuple[str, ...] = ALL_LANGUAGES
    """Every language the paper's catalog lists for this instruction id."""

    def facts(self, code: str) -> Facts:
        """The facts of `code` in this entry's language."""
        if self.language == "python":
            return facts_of(code)
        return source_facts_of(code, self.language)

    @property
    def method(self) -> Method:
        """ "rule" when a rule decides the entry, else "judge" (there is no third way)."""
        return "rule" if self.rule is not None else "judge"

    @property
    def category(self) -> str:
        """`semantic/algorithm` style label, or the bare type."""
        return f"{self.type}/{self.subtype}" if self.subtype else self.type

    def is_applicable(self, code: str) -> bool:
        """Whether following the instruction would change `code` (False if it does not parse)."""
        facts = self.facts(code)
        return facts.parses and self.applies(facts)

    def verify(self, code_after: str, code_before: str | None = None) -> ItemVerdict:
        """Decide a rule entry; a judge-backed one without a judge is an error (a fail)."""
        if self.rule is None:
            return ItemVerdict.failed(self.id, "rule", f"{self.id} is judge-backed: give a judge")
        after = self.facts(code_after)
        if not after.parses:
            return ItemVerdict.failed(self.id, "rule", "the code does not parse")
        before = self.facts(code_before) if code_before is not None else None
        if before is not None and not before.parses:
            before = None
        passed, reason = self.rule(after, before)
        return ItemVerdict(item_id=self.id, passed=passed, reason=reason, decided_by="rule")

    async def verify_with(
        self,
        code_after: str,
        code_before: str | None = None,
        *,
        judge: Judge | None = None,
        context: str = "",
    ) -> ItemVerdict:
        """Decide any entry: rules by rule, the rest by `judge` (seeing both versions)."""
        if self.rule is not None or judge is None:
            return self.verify(code_after, code_before)
        if not self.facts(code_after).parses:
            return ItemVerdict.failed(self.id, judge.name, "the code does not parse")
        outcome = await judge.judge(
            code_after,
            [self.checklist_item()],
            context=context,
            code_before=code_before,
        )
        return outcome.verdicts[0]

    def checklist_item(self) -> ChecklistItem:
        """This entry as a checklist item (a rule item, or the judge's question)."""
        if self.method == "rule":
            return ChecklistItem(
                id=self.id,
                text=self.instruction,
                source="codealign",
                category=self.category,
                check_type="rule",
                check=f"codealign:{self.id}",
            )
        shown = {"java": "Java", "javascript": "JavaScript"}.get(self.language)
        language = f" (the code is {shown})" if shown else ""
        return ChecklistItem(
            id=self.id,
            text=f"The developer asked: {self.instruction!r}{language}. {self.question}",
            source="codealign",
            category=self.category,
        )
