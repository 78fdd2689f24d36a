"""Turn Ruff-backed instructions into folders of ruff.toml, grouped so attribution is exact.

Two instructions of one response may share a folder (one ruff.toml, one copy of the code)
only when they cannot influence each other: they draw on different Ruff linters (so their
rule sets are disjoint, a convention or a pylint threshold of one cannot reach the other,
and Ruff's incompatible pairs such as D203/D211 never meet) and neither sets a global
option such as `line-length`, which several linters read (isort, E501, SIM108). Everything
else gets a folder of its own. Inside a folder every rule code then belongs to exactly one
instruction, and a diagnostic whose code belongs to none (a syntax error) fails them all.

A finer rule lets the checks of many responses share one folder (a bundle, see _layout.py
and `ConfigRenderer.render_bundle`), where a per-file ignore list switches off, for each
file, the members its response did not ask for.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from vibebench.errors import ConfigError
from vibebench.verify._ruff import expand_selectors, linters_of, ruff_rules
from vibebench.verify._target import target_version as resolve_target_version

__all__ = [
    "DEFAULT_TARGET_VERSION",
    "COUNT_LIMITS",
    "LINE_LIMITS",
    "ConfigRenderer",
    "RuffGroup",
    "RuffUnit",
    "count_limit",
    "group_units",
    "line_limit",
    "rule_words",
    "render_config",
    "ruff_unit",
    "settings_reach",
    "standalone_config",
]

DEFAULT_TARGET_VERSION = "py310"
"""The target of a configuration rendered without one: the oldest Python the taxonomy's
instructions assume (X | None annotations). The engine always passes its own target, the
running interpreter's (see _target.py)."""

BASE_SETTINGS: dict[str, Any] = {
    "target-version": DEFAULT_TARGET_VERSION,
    "respect-gitignore": False,
    "exclude": [],
    "extend-exclude": [],
    "force-exclude": False,
}
"""Every generated ruff.toml starts from these: nothing is skipped, nothing read from outside."""

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_PLAIN_STRING = re.compile(r"[A-Za-z0-9_.+\- ]*")
"""Strings TOML and JSON quote the same way with nothing to escape (rule codes, names)."""


@dataclass(frozen=True, slots=True)
class RuffUnit:
    """One Ruff-backed instruction applied to one response."""

    key: tuple[int, int]
    """(response index, instruction position) in the batch."""
    signature: str
    """Instruction id and parameters: units with equal signatures configure Ruff alike."""
    selectors: tuple[str, ...]
    rules: frozenset[str]
    """The stable codes the selectors enable."""
    settings: Mapping[str, Any]
    linters: frozenset[str]
    """Linters the unit's rules or settings touch."""
    is_global: bool
    """Whether its settings reach beyond its own linters (e.g. `line-length`)."""
    shareable: bool = False
    """Whether it may join a bundle folder shared by many responses: only instructions that
    ship with vibebench, whose configurations Ruff is known to accept, do (a rejected
    configuration then fails no other response's check)."""

    def for_key(self, key: tuple[int, int]) -> RuffUnit:
        """The same unit for another check (cheaper than dataclasses.replace in hot loops)."""
        return RuffUnit(
            key, self.signature, self.selectors, self.rules, self.settings, self.linters,
            self.is_global, self.shareable,
        )  # fmt: skip


@dataclass(slots=True)
class RuffGroup:
    """Units of one response that share a folder: one ruff.toml, one copy of the code."""

    response: int
    units: list[RuffUnit] = field(default_factory=list)
    linters: set[str] = field(default_factory=set)
    is_global: bool = False

    def accepts(self, unit: RuffUnit) -> bool:
        """Whether `unit` can join without the two influencing each other."""
        if not self.units:
            return True
        return not (self.is_global or unit.is_global or self.linters & unit.linters)

    def add(self, unit: RuffUnit) -> None:
        """Put `unit` in this folder."""
        self.units.append(unit)
        self.linters |= unit.linters
        self.is_global = self.is_global or unit.is_global

    def owner_of(self) -> dict[str, RuffUnit]:
        """Rule code -> the one unit here that selected it."""
        return {code: unit for unit in self.units for code in unit.rules}


@cache
def _linter_names() -> frozenset[str]:
    return frozenset(rule.linter for rule in ruff_rules().values())


def _scope(settings: Mapping[str, Any]) -> tuple[frozenset[str], bool]:
    """Linters a settings dict configures, and whether it also sets global options."""
    known = _linter_names()
    linters: set[str] = set()
    is_global = any(key != "lint" for key in settings)
    lint = settings.get("lint", {})
    if not isinstance(lint, Mapping):
        return frozenset(), True
    for key, value in lint.items():
        if isinstance(value, Mapping) and key.lower() in known:
            linters.add(key.lower())
        else:
            is_global = True
    return frozenset(linters), is_global


RULE_OPTIONS: dict[tuple[str, str], frozenset[str]] = {
    ("mccabe", "max-complexity"): frozenset({"C901"}),
    ("pylint", "max-branches"): frozenset({"PLR0912"}),
    ("pylint", "max-returns"): frozenset({"PLR0911"}),
    ("pylint", "max-statements"): frozenset({"PLR0915"}),
    ("pycodestyle", "max-doc-length"): frozenset({"W505"}),
}
"""Linter options only the named rules read (Ruff's own option docs name them). Any other
option is taken to reach every rule of its linter."""

COUNT_LIMITS: dict[tuple[str, str], str] = {
    ("mccabe", "max-complexity"): "C901",
    ("pylint", "max-branches"): "PLR0912",
    ("pylint", "max-returns"): "PLR0911",
    ("pylint", "max-statements"): "PLR0915",
    ("pycodestyle", "max-doc-length"): "W505",
}
"""Options that are only the count above which their one rule reports, in a message ending
`(<count> > <limit>)`: Ruff counts the same whatever the limit, so one run at a batch's
lowest limit holds what a run at any higher one would report (_layout.py). For the doc
line length (`LINE_LIMITS`) that holds only for code without `://`: W505 exempts a line
ending in a URL by where the URL starts relative to the limit. The line length of E501 is
no such option: `line-length` (and pycodestyle's `max-line-length`) also decides whether
SIM108 and SIM110 report, so style_3 keeps folders of its own."""

LINE_LIMITS = frozenset({"W505"})
"""The count limits that are exact only for code without a URL (`://`), and whose finding
starts one column past the limit only on lines of printable ASCII (no tab, no control
character such as a form feed): the engine shares them only for such code."""


_RULE_WORDS: dict[str, str] = {"UP031": "%", "UP032": "format"}
"""Rules that can only report code holding this text: printf-style formatting is a `%`
operator, a `str.format` call names `format`."""


def rule_words(unit: RuffUnit) -> frozenset[str] | None:
    """The texts one of which code must hold for the unit to report anything, when each rule
    it selects (by its exact code) has one (`_RULE_WORDS`); None for any other unit."""
    if set(unit.selectors) != unit.rules or not unit.rules <= _RULE_WORDS.keys():
        return None
    return frozenset(_RULE_WORDS[rule] for rule in unit.rules)


def line_limit(unit: RuffUnit) -> int | None:
    """The limit of a unit whose one rule reports only lines wider than it: style_3's E501
    at `line-length`, or W505 at pycodestyle's `max-doc-length`; None for any other unit.

    Why: on code no wider than that, Ruff cannot report it, so the engine decides such a
    check without giving Ruff a file for it (`verify._engine._plan_ruff`).
    """
    if unit.selectors == ("E501",) and set(unit.settings) == {"line-length"}:
        limit = unit.settings["line-length"]
        return limit if type(limit) is int else None
    found = count_limit(unit)
    return found[1] if found is not None and found[0] in LINE_LIMITS else None


def count_limit(unit: RuffUnit) -> tuple[str, int] | None:
    """(rule, limit) when the unit runs one rule whose only setting is its count limit."""
    if unit.is_global or set(unit.settings) != {"lint"}:
        return None
    tables = unit.settings["lint"]
    if not _is_table(tables) or len(tables) != 1:
        return None
    ((linter, table),) = tables.items()
    if not _is_table(table) or len(table) != 1:
        return None
    ((option, limit),) = table.items()
    rule = COUNT_LIMITS.get((linter, option))
    if rule is None or unit.selectors != (rule,) or type(limit) is not int:
        return None
    return rule, limit


@cache
def _linter_codes(linter: str) -> frozenset[str]:
    """Every rule code of one linter (lower-case name)."""
    return frozenset(code for code, rule in ruff_rules().items() if rule.linter == linter)


def settings_reach(unit: RuffUnit) -> tuple[frozenset[str], dict[tuple[str, str], Any]]:
    """The rule codes the unit's settings can change, and the settings themselves as
    {(linter, option): value}. A global option reaches every rule."""
    rules = ruff_rules()
    if unit.is_global:
        return frozenset(rules), {}
    reach: set[str] = set()
    options: dict[tuple[str, str], Any] = {}
    for linter, table in unit.settings.get("lint", {}).items():
        for option, value in table.items():
            options[(linter, option)] = value
            known = RULE_OPTIONS.get((linter, option))
            reach |= _linter_codes(linter.lower()) if known is None else known
    return frozenset(reach), options


def ruff_unit(
    key: tuple[int, int],
    signature: str,
    selectors: tuple[str, ...],
    settings: Mapping[str, Any],
    *,
    shareable: bool = False,
) -> RuffUnit:
    """Describe one Ruff-backed check (ConfigError when it selects no stable rule)."""
    if not selectors:
        msg = "a Ruff-backed instruction selected no rules"
        raise ConfigError(msg)
    rules = expand_selectors(tuple(selectors))
    setting_linters, is_global = _scope(settings)
    return RuffUnit(
        key=key,
        signature=signature,
        selectors=tuple(selectors),
        rules=rules,
        settings=settings,
        linters=linters_of(rules) | setting_linters,
        is_global=is_global,
        shareable=shareable,
    )


def group_units(response: int, units: list[RuffUnit]) -> list[RuffGroup]:
    """Pack one response's units into few non-interfering folders, the same way whatever
    order the instructions came in (so equal instruction sets share one ruff.toml)."""
    groups: list[RuffGroup] = []
    for unit in sorted(units, key=lambda item: item.signature):
        home = next((group for group in groups if group.accepts(unit)), None)
        if home is None:
            home = RuffGroup(response=response)
            groups.append(home)
        home.add(unit)
    return groups


_SCALARS = (str, int, float, list, tuple)


def _is_table(value: object) -> bool:
    """isinstance(value, Mapping), without the ABC check for the usual dicts and scalars."""
    if isinstance(value, dict):
        return True
    return not isinstance(value, _SCALARS) and isinstance(value, Mapping)


def _merge(into: dict[str, Any], extra: Mapping[str, Any]) -> None:
    """Deep-merge `extra` into `into`; a clash of two different values is a ConfigError."""
    for key, value in extra.items():
        present = into.get(key)
        table = _is_table(value)
        if table and isinstance(present, dict):
            _merge(present, value)
        elif table:
            into[key] = {}
            _merge(into[key], value)
        elif key in into and present != value and key not in BASE_SETTINGS:
            msg = f"Ruff setting {key!r} is set to both {present!r} and {value!r}"
            raise ConfigError(msg)
        else:
            into[key] = value


def render_config(group: RuffGroup, target_version: str = DEFAULT_TARGET_VERSION) -> str:
    """The complete ruff.toml for one folder."""
    config: dict[str, Any] = {}
    _merge(config, {**BASE_SETTINGS, "target-version": target_version})
    for unit in group.units:
        _merge(config, unit.settings)
    lint = config.setdefault("lint", {})
    lint["select"] = sorted({selector for unit in group.units for selector in unit.selectors})
    return _toml(config)


class ConfigRenderer:
    """`render_config` for the many groups of a batch, each unit's own tables rendered once.

    A group of several units holds only units without global options, each configuring its
    own linters, so its ruff.toml is the base settings, the joint selection and every
    unit's `[lint.<linter>]` tables one after the other; this builds exactly the text
    `render_config` would (the test suite compares them) without merging dicts per group.
    Anything else goes through `render_config`.
    """

    def __init__(self, target_version: str = DEFAULT_TARGET_VERSION) -> None:
        self._tables: dict[str, tuple[frozenset[str], str] | None] = {}
        self.target_version = target_version
        self._base = _toml({**BASE_SETTINGS, "target-version": target_version})

    def render(self, group: RuffGroup) -> str:
        """The complete ruff.toml for one folder."""
        if len(group.units) < 2:
            return render_config(group, self.target_version)
        names: set[str] = set()
        texts: list[str] = []
        for unit in group.units:
            tables = self._unit_tables(unit)
            if tables is None or names & tables[0]:
                return render_config(group, self.target_version)
            names |= tables[0]
            texts.append(tables[1])
        select = sorted({selector for unit in group.units for selector in unit.selectors})
        return f"{self._base}[lint]\nselect = {_toml_value(select)}\n{''.join(texts)}"

    def render_bundle(self, members: list[RuffUnit], ignored: dict[str, list[str]]) -> str:
        """The ruff.toml of a bundle folder: every member's selection and settings, and
        `ignored` as per-file ignores (glob -> the selectors that file must not run)."""
        group = RuffGroup(response=0, units=list(members))
        text = render_config(group, self.target_version)
        if ignored:
            text += _toml({"per-file-ignores": ignored}, prefix="lint.")
        return text

    def _unit_tables(self, unit: RuffUnit) -> tuple[frozenset[str], str] | None:
        """The unit's table names and text, or None when it sets anything but lint tables."""
        if unit.signature in self._tables:
            return self._tables[unit.signature]
        found: tuple[frozenset[str], str] | None = None
        lint = unit.settings.get("lint", {})
        simple = not unit.is_global and set(unit.settings) <= {"lint"} and _is_table(lint)
        if simple and all(_is_table(value) for value in lint.values()):
            found = (frozenset(lint), _toml(lint, prefix="lint."))
        self._tables[unit.signature] = found
        return found


def _toml(table: Mapping[str, Any], prefix: str = "") -> str:
    """A minimal TOML writer for nested tables of scalars and lists of scalars."""
    lines: list[str] = []
    tables: list[tuple[str, Mapping[str, Any]]] = []
    for key, value in table.items():
        name = key if _BARE_KEY.fullmatch(key) else json.dumps(key)
        if _is_table(value):
            tables.append((f"{prefix}{name}", value))
        else:
            lines.append(f"{name} = {_toml_value(value)}")
    text = "\n".join(lines) + "\n" if lines else ""
    for name, sub in tables:
        text += f"[{name}]\n" + _toml(sub, prefix=f"{name}.")
    return text


def _toml_value(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"' if _PLAIN_STRING.fullmatch(value) else json.dumps(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list | tuple):
        if all(isinstance(item, str) and _PLAIN_STRING.fullmatch(item) for item in value):
            return '["' + '", "'.join(value) + '"]' if value else "[]"
        return "[" + ", ".join([_toml_value(item) for item in value]) + "]"
    msg = f"cannot write {value!r} into a ruff.toml"
    raise ConfigError(msg)


def standalone_config(
    selectors: tuple[str, ...], settings: Mapping[str, Any], target_version: str | None = None
) -> str:
    """The complete ruff.toml that checks one instruction on its own (e.g. to apply fixes),
    for `target_version` (default: the one the engine uses, see _target.py)."""
    group = RuffGroup(response=0)
    group.add(ruff_unit((0, 0), "standalone", selectors, settings))
    return render_config(group, target_version or resolve_target_version())
