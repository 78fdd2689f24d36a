"""What a Ruff run found, turned into one outcome per check.

Ruff's JSON names files, not checks. The file's name says whose code it is and, in the
bundle, which checks its response asked for (_layout.py); the rule code says which of them
a diagnostic belongs to. Whatever Ruff says it could not check fails that file's checks,
so nothing passes for want of a diagnostic.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from vibebench.verify._config import LINE_LIMITS
from vibebench.verify._layout import PlacedFile, own_limit
from vibebench.verify._models import Diagnostic, ErrorSource
from vibebench.verify._ruff import ruff_rules
from vibebench.verify._ruff_output import TREE_FILE, Row

__all__ = ["Findings", "RuffOutcome", "attribute", "file_errors"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RuffOutcome:
    """What Ruff found for one unit: its diagnostics, or why it could not decide."""

    diagnostics: tuple[Diagnostic, ...] = ()
    error: str | None = None
    error_source: ErrorSource = "verifier"
    """`environment` when Ruff could not run at all (it fails on a trivial file too)."""


@dataclass
class Findings:
    """Each check's diagnostics so far, and the first error that keeps it from a verdict."""

    diagnostics: dict[tuple[int, int], list[Diagnostic]] = field(default_factory=dict)
    errors: dict[tuple[int, int], str] = field(default_factory=dict)
    broken: set[tuple[int, int]] = field(default_factory=set)
    """Checks whose error is Ruff's own: it could not run at all (`environment`)."""

    def fail(self, files: Sequence[PlacedFile], why: str, *, broken: bool = False) -> None:
        """Every check of these files failed to be decided, for this reason (`broken`: Ruff
        itself cannot run, whatever the code)."""
        for placed in files:
            for unit in placed.group.units:
                if unit.key not in self.errors:
                    self.errors[unit.key] = why
                    if broken:
                        self.broken.add(unit.key)

    def outcomes(self) -> dict[tuple[int, int], RuffOutcome]:
        """One outcome per check."""
        return {
            key: RuffOutcome(
                diagnostics=tuple(found),
                error=self.errors.get(key),
                error_source="environment" if key in self.broken else "verifier",
            )
            for key, found in self.diagnostics.items()
        }


def attribute(found: list[Row], files: Sequence[PlacedFile], findings: Findings) -> None:
    """Give each diagnostic to the unit that selected its code (to all, if none did).

    Ruff lists each file's diagnostics together, so the file is looked up once a run. A
    code that is no rule and no syntax error (a panic Ruff caught) fails the file's checks.
    """
    by_name = {placed.path.rsplit("/", 1)[1]: placed for placed in files}
    rules = ruff_rules()
    diagnostics = findings.diagnostics
    filename = ""
    placed: PlacedFile | None = None
    for path, code, line, column, message in found:
        if path != filename:
            filename = path
            placed = by_name.get(filename.rsplit("/", 1)[-1])
            if placed is not None and not filename.endswith(placed.path):
                placed = None
        if placed is None:
            logger.warning("Ruff reported a file vibebench did not write: %s", filename)
            continue
        if code is not None and code != "invalid-syntax" and code not in rules:
            findings.fail([placed], f"Ruff could not check this code ({code}): {message}")
            continue
        diagnostic = Diagnostic(
            rule=code or "invalid-syntax", line=line, column=column, message=message
        )
        for unit in placed.receivers(code or None):
            limits = placed.limits.get(unit.key) if placed.limits else None
            if limits is None or limits[0] != code:
                diagnostics[unit.key].append(diagnostic)
            else:
                _at_own_limit(diagnostic, unit.key, limits, findings)


def _at_own_limit(
    diagnostic: Diagnostic,
    key: tuple[int, int],
    limits: tuple[str, int, int],
    findings: Findings,
) -> None:
    """Give a check placed with a lower count limit the diagnostic it gets at its own
    (_layout.py); a message that cannot be read fails it instead. A line-length finding
    starts where the line passes the limit: on the code placed so (printable ASCII,
    `Layout`'s `own_lines`), one column past it."""
    rule, shared, own = limits
    try:
        message = own_limit(diagnostic.message, shared, own)
    except ValueError as err:
        findings.errors.setdefault(key, f"Ruff's diagnostic could not be read: {err}")
        return
    if message is None:
        return
    update: dict[str, object] = {"message": message}
    if rule in LINE_LIMITS:
        if diagnostic.column != shared + 1:
            findings.errors.setdefault(
                key, f"Ruff's diagnostic is not where the limit {shared} ends: {diagnostic}"
            )
            return
        update["column"] = own + 1
    findings.diagnostics[key].append(diagnostic.model_copy(update=update))


def file_errors(stderr: str, files: Sequence[PlacedFile], findings: Findings) -> None:
    """Fail the files Ruff says it could not lint (`error: Panicked while linting ...`)."""
    if "error" not in stderr:
        return
    by_path = {placed.path: placed for placed in files}
    for line in stderr.splitlines():
        if not line.startswith("error:"):
            continue
        for match in TREE_FILE.finditer(line):
            placed = by_path.get(f"c{match.group(1)}/{match.group(2)}")
            if placed is not None:
                findings.fail([placed], f"Ruff could not check this code: {line[:500]}")
