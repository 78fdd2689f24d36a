"""Reference bans: instructions whose strict rule is "no reference to these names, by any route".

error_3 (OSError aliases), library_1 (file-system functions Path replaces) and style_7
(deprecated typing aliases) forbid things by name. Strict mode resolves every expression
through the symbol table (`StrictFacts.references`), so an alias, a re-export (a standard
module's too, by identity: `pstats.Dict` is `typing.Dict`, `bz2._builtin_open` is
`builtins.open`), a name resolved from a string (`pickle.loads`, logging's configurators)
or a dynamic lookup of a banned name is found where it is used; that search is the whole
rule, so it also judges code run through exec/eval/compile. The wiring lives here once; each
instruction names what it bans, how a finding reads, and what code it applies to.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

__all__ = ["ReferenceBan"]


class ReferenceBan(Instruction):
    """An instruction failing, in strict mode, every reference to a banned dotted name.

    Subclasses set `banned` (a predicate on resolved dotted names such as `os.path.join`,
    wrapped in staticmethod), `ban_message`, formatted with `name` (the dotted name)
    and `short` (the same without a leading `builtins.`), and `touches` (a predicate on the
    parsed code, wrapped in staticmethod: whether it deals with what is banned).
    """

    banned: ClassVar[Callable[[str], bool]]
    ban_message: ClassVar[str]
    touches: ClassVar[Callable[[ast.Module], bool]]
    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every reference to a banned name, by any route (one finding per line), but the
        nodes `not_uses` gives."""
        return [
            (line, self.ban_message.format(name=name, short=name.removeprefix("builtins.")))
            for line, name in facts.references(self.banned, self.not_uses(facts))
        ]

    def not_uses(self, facts: StrictFacts) -> frozenset[int]:  # noqa: ARG002 - a hook
        """id() of references that do not use the banned thing (none by default)."""
        return frozenset()

    def applies_to(self, code: str) -> bool:
        """True when the code parses and `touches` says it deals with what is banned."""
        tree = parse(code)
        return tree is not None and self.touches(tree)
