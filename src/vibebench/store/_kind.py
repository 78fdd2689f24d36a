"""The kinds of run a store holds, named once (a run's config records it as `suite`)."""

from __future__ import annotations

import enum


class SuiteKind(enum.Enum):
    """Which suite made a run: VeriCode (`vibe`, recorded as no `suite` key, as runs made before
    suites existed) or CodeAlignBench (`codealign`)."""

    VIBE = "vibe"
    CODEALIGN = "codealign"

    @classmethod
    def of(cls, config: object) -> SuiteKind:
        """The kind recorded in a run's config."""
        suite = config.get("suite") if isinstance(config, dict) else None
        return cls(suite) if suite in {kind.value for kind in cls} else cls.VIBE
