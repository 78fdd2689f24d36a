"""What a judge is to the rest of the project: a name, one judging call, and `aclose`.

`JudgePanel`, codealign's `CatalogEntry.verify_with` and conv2bench's checklist adapter use
nothing else, so any object with these three members can sit in a panel beside `LLMJudge`
(a rule engine, a classifier, a human-label lookup, a toy for tests).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from vibebench.judge._checklist import ChecklistItem
from vibebench.judge._judge import JudgeOutcome

__all__ = ["Judge"]


@runtime_checkable
class Judge(Protocol):
    """Decides checklist items about code; `LLMJudge` is the one built in.

    The contract the panel relies on:

    - `judge` returns exactly one verdict per item, in the items' order, with the item's id
      and `decided_by` set to `name`; no items, no verdicts (and no work).
    - A judge that cannot decide an item records a failing verdict with `error` set
      (`ItemVerdict.failed`); it does not raise for a bad answer or a failed call, so one
      broken judge never stops a panel.
    - `aclose` releases whatever the judge holds (connections, processes); it is called once,
      when the panel is done.
    """

    @property
    def name(self) -> str:
        """Unique within a panel; the key of this judge's verdicts and scores."""
        ...

    async def judge(
        self,
        code: str,
        items: Sequence[ChecklistItem],
        *,
        context: str = "",
        code_before: str | None = None,
    ) -> JudgeOutcome:
        """Decide every item about `code` (`code_before`: the version before an edit)."""
        ...

    async def aclose(self) -> None:
        """Release the judge's resources."""
        ...
