"""The pinned Ruff binary and its rule catalogue (which codes exist, which are stable).

Selections are expanded here, once per process, from `ruff rule --all` and `ruff linter`,
so the engine knows exactly which codes an instruction's selectors enable. That is what
makes attribution exact and lets a selector that enables no stable rule be refused
instead of silently checking nothing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache

from vibebench.errors import ConfigError, VerifierError

__all__ = [
    "INCOMPATIBLE_RULES",
    "RuffRule",
    "expand_selectors",
    "linters_of",
    "ruff_binary",
    "ruff_rules",
    "ruff_version",
]


@dataclass(frozen=True, slots=True)
class RuffRule:
    """One rule of the installed Ruff."""

    code: str
    name: str
    linter: str
    """Linter name in lower case (`pycodestyle`, `pylint`, `pydocstyle`...)."""
    linter_prefix: str
    """The linter's own prefix without category (`` for pycodestyle, `PL` for Pylint)."""
    stable: bool


@cache
def ruff_binary() -> str:
    """Path of the Ruff executable installed with vibebench (VerifierError when missing)."""
    try:
        from ruff.__main__ import find_ruff_bin

        return str(find_ruff_bin())
    except (ImportError, FileNotFoundError):
        found = shutil.which("ruff")
    if found is None:
        msg = "the Ruff binary was not found; install vibebench's pinned ruff (pip install ruff)"
        raise VerifierError(msg)
    return found


def _run_json(*args: str) -> object:
    """Run a read-only Ruff command and parse its JSON output."""
    command = [ruff_binary(), *args, "--output-format", "json"]
    try:
        completed = subprocess.run(command, capture_output=True, check=True, timeout=60)
        return json.loads(completed.stdout)
    except (OSError, subprocess.SubprocessError, json.JSONDecodeError) as err:
        msg = f"could not read Ruff's rule catalogue ({' '.join(args)}): {err}"
        raise VerifierError(msg) from err


@cache
def ruff_version() -> str:
    """The installed Ruff's version string (`0.17.6`)."""
    try:
        completed = subprocess.run(
            [ruff_binary(), "--version"], capture_output=True, check=True, timeout=60, text=True
        )
    except (OSError, subprocess.SubprocessError) as err:
        msg = f"could not run {ruff_binary()} --version: {err}"
        raise VerifierError(msg) from err
    return completed.stdout.split()[-1]


@cache
def ruff_rules() -> dict[str, RuffRule]:
    """Every rule with a code in the installed Ruff, stable and preview, by code."""
    linters = _run_json("linter")
    rules = _run_json("rule", "--all")
    if not isinstance(linters, list) or not isinstance(rules, list):
        msg = "Ruff's rule catalogue is not a JSON list"
        raise VerifierError(msg)
    prefixes = {str(item["name"]).lower(): str(item["prefix"]) for item in linters}
    catalogue: dict[str, RuffRule] = {}
    for item in rules:
        code = item.get("code")
        status = item.get("status", {})
        if not code or "Removed" in status:
            continue
        linter = str(item["linter"]).lower()
        catalogue[code] = RuffRule(
            code=code,
            name=str(item["name"]),
            linter=linter,
            linter_prefix=prefixes.get(linter, ""),
            stable=not item.get("preview", False) and "Stable" in status,
        )
    return catalogue


def _matches(selector: str, rule: RuffRule) -> bool:
    """Ruff's selector semantics: a code prefix that starts with the rule's linter prefix.

    So `D` selects D401 but not DTZ001, and `E` selects E501 but not ERA001 or EM101.
    """
    if selector == "ALL":
        return True
    return rule.code.startswith(selector) and selector.startswith(rule.linter_prefix)


INCOMPATIBLE_RULES = {"D203": "D211", "D213": "D212"}
"""Rules Ruff drops (with a warning) when selected together with their incompatible twin."""


@cache
def expand_selectors(selectors: tuple[str, ...]) -> frozenset[str]:
    """The stable rule codes these selectors enable (ConfigError when one enables none)."""
    rules = ruff_rules()
    enabled: set[str] = set()
    for selector in selectors:
        matched = {
            code for code, rule in rules.items() if rule.stable and _matches(selector, rule)
        }
        if not matched:
            known = selector in rules
            why = "is a preview rule" if known else "names no stable rule"
            msg = f"Ruff selector {selector!r} {why} in Ruff {ruff_version()}"
            raise ConfigError(msg)
        enabled |= matched
    dropped = {
        code for code, twin in INCOMPATIBLE_RULES.items() if code in enabled and twin in enabled
    }
    return frozenset(enabled - dropped)


def linters_of(codes: frozenset[str]) -> frozenset[str]:
    """The linters (lower-case names) these rule codes belong to."""
    rules = ruff_rules()
    return frozenset(rules[code].linter for code in codes)
