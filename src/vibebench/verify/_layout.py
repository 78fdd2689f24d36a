"""Where each check's copy of the code goes in the Ruff tree, and whose each diagnostic is.

What Ruff costs here (pinned Ruff, measured on the throughput benchmark's files): ~17 us
to parse and lint one small file, ~50 us to load one ruff.toml, ~110 us for each
per-file-ignores entry of a ruff.toml (Ruff compiles its globs). A folder per distinct
group configuration meant a ruff.toml for almost every response, since random instruction
sets rarely repeat. So the tree has two kinds of folder:

- One **bundle** holds, for every response, one file with its checks whose signature is a
  bundle member. Members are the batch's most used signatures (instruction and
  parameters) that cannot influence one another: no two select a rule in common, no
  member's settings reach a rule another selects (an option Ruff documents for one rule,
  such as pylint's `max-returns`, reaches that rule; any other option its whole linter),
  none sets a global option, and no pair of rules Ruff refuses to run together (D203 and
  D211) meets. Each file's name lists the members its response asked for
  (`r12_0.w0.w3.py`), and the entry `"!*.w<j>.*" = [<member j's selectors>]` switches
  member j off in every other file. Ruff drops per-file-ignored rules before it lints a
  file, so each file runs exactly the rules of its own checks, with the settings they
  would have in a folder of their own.
- Every other check gets a file of its own in a **private** folder, one per distinct
  configuration text (shared by every response with that check): rare parameter values,
  global options (`line-length`), and instructions from plugins, whose settings Ruff may
  reject; a rejected folder then fails only the checks that chose it.

Checks that differ only in a count limit (logic_1 to logic_4's thresholds and doc_1's doc
line length, `COUNT_LIMITS`) are placed as one: the folder runs their rule at the lowest
limit the batch asks for, and each check keeps the diagnostics whose count exceeds its own
limit, with the message Ruff gives at that limit (`PlacedFile.limits`, `own_limit`).
Random thresholds would otherwise make a private folder per value. The doc line length is
placed so only for code of printable ASCII without a URL (`own_lines`).

A response's copies of the code are one file and hard links to it (one system call each).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from vibebench.verify._config import (
    LINE_LIMITS,
    ConfigRenderer,
    RuffGroup,
    RuffUnit,
    count_limit,
    settings_reach,
)
from vibebench.verify._ruff import INCOMPATIBLE_RULES, ruff_rules

__all__ = ["MIN_SHARED_USES", "Folder", "Layout", "PlacedFile", "own_limit"]

MIN_SHARED_USES = 4
"""Uses in a batch that make a signature a bundle member. A member costs a per-file
ignore entry (~110 us) and saves, per use, a file of its own (~20 us to write and lint)
and, once, a private ruff.toml (~50 us): four uses pay for it."""


_SINGLE_CONFIGS: dict[tuple[str, str], str] = {}
"""(target version, signature) -> the ruff.toml of a built-in check on its own."""
_MAX_SINGLE_CONFIGS = 4096


def _selects(unit: RuffUnit, code: str) -> bool:
    """Whether the unit selected this rule code.

    Its expanded codes decide; a code Ruff enabled that the expansion left out (say, a
    deprecated rule a prefix still reaches) goes by the unit's selectors in Ruff's terms.
    """
    if code in unit.rules:
        return True
    rule = ruff_rules().get(code)
    return rule is not None and any(
        code.startswith(selector) and selector.startswith(rule.linter_prefix)
        for selector in unit.selectors
    )


_COUNT_OVER_LIMIT = re.compile(r"\((\d+) > (\d+)\)$")


def own_limit(message: str, shared: int, own: int) -> str | None:
    """Ruff's message at the check's own limit for a count it reported at the shared, lower
    one; None when the count is within the own limit.

    Raises:
        ValueError: the message does not end in `(<count> > <shared>)`.
    """
    match = _COUNT_OVER_LIMIT.search(message)
    if match is None or int(match.group(2)) != shared:
        msg = f"Ruff's message does not end in a count over the limit {shared}: {message!r}"
        raise ValueError(msg)
    count = int(match.group(1))
    if count <= own:
        return None
    return f"{message[: match.start()]}({count} > {own})"


def _placements(
    units: Iterable[RuffUnit],
) -> tuple[dict[str, RuffUnit], dict[str, tuple[str, int, int]]]:
    """Signature -> the unit placed for it: itself, or for a count-limited check the check of
    the same rule with the lowest limit (module docstring); and, for each count-limited
    signature, (rule, that lowest limit, its own)."""
    lowest: dict[str, tuple[int, RuffUnit]] = {}
    placed: dict[str, RuffUnit] = {}
    limited: dict[str, tuple[str, int]] = {}
    for unit in units:
        if unit.signature in placed or unit.signature in limited:
            continue
        found = count_limit(unit) if unit.shareable else None
        if found is None:
            placed[unit.signature] = unit
            continue
        rule, limit = found
        limited[unit.signature] = found
        if rule not in lowest or limit < lowest[rule][0]:
            lowest[rule] = (limit, unit)
    limits: dict[str, tuple[str, int, int]] = {}
    for signature, (rule, limit) in limited.items():
        low, placed[signature] = lowest[rule]
        limits[signature] = (rule, low, limit)
    return placed, limits


@dataclass(slots=True)
class Folder:
    """One `c<k>` folder: a bundle or a private folder, and its ruff.toml."""

    number: int
    bundle: bool
    members: list[RuffUnit] = field(default_factory=list)
    """Unit templates; in a bundle member j is `.w<j>.` in file names."""
    index: dict[str, int] = field(default_factory=dict)
    """Signature -> member number."""
    config: str = ""
    _owners: dict[str, int | None] = field(default_factory=dict)

    def add(self, unit: RuffUnit) -> int:
        """Make `unit`'s signature a member (if it is not one yet); its member number."""
        number = self.index.get(unit.signature)
        if number is None:
            number = self.index[unit.signature] = len(self.members)
            self.members.append(unit)
        return number

    def owner(self, code: str) -> int | None:
        """The member that selected this rule code (None when no member did)."""
        if code not in self._owners:
            self._owners[code] = next(
                (number for number, unit in enumerate(self.members) if _selects(unit, code)),
                None,
            )
        return self._owners[code]


@dataclass(slots=True)
class PlacedFile:
    """One copy of a response's code, for some of its checks."""

    response: int
    group: RuffGroup
    """The checks this copy is for."""
    folder: Folder
    path: str
    """Relative to the tree's root: `c0/r12_0.w0.w2.py` (bundle) or `c5/r12_1.py`."""
    members: dict[int, RuffUnit] = field(default_factory=dict)
    """In a bundle, member number -> this response's unit (with its check key)."""
    limits: dict[tuple[int, int], tuple[str, int, int]] = field(default_factory=dict)
    """Check key -> (rule, the folder's limit, the check's own higher one), for checks
    placed with a lower count limit than their own (module docstring)."""

    def receivers(self, code: str | None) -> tuple[RuffUnit, ...]:
        """The checks a diagnostic with this code belongs to.

        The unit that selected the code; none when it is a bundle member this file did not
        ask for (its per-file ignore should have kept it away); every unit of the file
        when no unit selected it (a syntax error).
        """
        units = tuple(self.group.units)
        if code is None or (len(units) == 1 and not self.folder.bundle):
            return units
        if self.folder.bundle:
            member = self.folder.owner(code)
            if member is None:
                return units
            own = self.members.get(member)
            return (own,) if own is not None else ()
        owner = next((unit for unit in units if _selects(unit, code)), None)
        return (owner,) if owner is not None else units


class Layout:
    """Every check of a batch placed: the bundle's members chosen, private folders shared."""

    def __init__(
        self,
        renderer: ConfigRenderer,
        groups: Sequence[RuffGroup],
        own_lines: frozenset[int] = frozenset(),
    ) -> None:
        """`own_lines`: the responses whose line-length checks (`LINE_LIMITS`) are placed by
        their own limit: code with a URL (`://`, exempt by where it starts) or a character
        that is not one column wide to Ruff (a tab, a control character, anything but
        ASCII: there a finding's column need not be one past the limit)."""
        self.renderer = renderer
        self._own_lines = own_lines
        self.folders: list[Folder] = []
        self._private: dict[str, Folder] = {}
        self._private_by_signature: dict[str, Folder] = {}
        self._names: dict[int, int] = {}
        self._placed, self._limits = _placements(u for group in groups for u in group.units)
        uses: dict[str, int] = {}
        templates: dict[str, RuffUnit] = {}
        for group in groups:
            for unit in group.units:
                if unit.shareable and not unit.is_global:
                    template = self._template(unit)
                    uses[template.signature] = uses.get(template.signature, 0) + 1
                    templates[template.signature] = template
        self.bundle = self._choose_members(uses, templates)
        self.files = self._place(groups)
        self._render_bundle()

    def _choose_members(self, uses: dict[str, int], templates: dict[str, RuffUnit]) -> Folder:
        """The most used signatures that cannot influence one another (module docstring);
        ties go by signature, so equal batches get equal bundles."""
        bundle = self._new_folder(bundle=True)
        rules: set[str] = set()
        reach: set[str] = set()
        for signature, count in sorted(uses.items(), key=lambda item: (-item[1], item[0])):
            if count < MIN_SHARED_USES:
                break
            unit = templates[signature]
            its_reach, _ = settings_reach(unit)
            joint = rules | unit.rules
            clash = any(
                code in joint and twin in joint for code, twin in INCOMPATIBLE_RULES.items()
            )
            if clash or unit.rules & (rules | reach) or its_reach & rules:
                continue
            bundle.add(unit)
            rules |= unit.rules
            reach |= its_reach
        return bundle

    def _place(self, groups: Sequence[RuffGroup]) -> list[PlacedFile]:
        """One bundle file per response with members among its checks; the rest alone (so
        is a second check with the signature of one already in the response's bundle file)."""
        by_response: dict[int, list[RuffUnit]] = {}
        for group in groups:
            by_response.setdefault(group.response, []).extend(group.units)
        placed: list[PlacedFile] = []
        index = self.bundle.index
        for response, units in by_response.items():
            shared: dict[str, RuffUnit] = {}
            for unit in units:
                signature = self._template(unit).signature
                if signature in index and signature not in shared:
                    shared[signature] = unit
                else:
                    placed.append(self.into_private(RuffGroup(response, [unit])))
            if shared:
                placed.append(self._into_bundle(response, shared))
        return placed

    def _into_bundle(self, response: int, shared: dict[str, RuffUnit]) -> PlacedFile:
        """`shared`: the signature each unit is placed by -> the unit."""
        members = {self.bundle.index[signature]: unit for signature, unit in shared.items()}
        wanted = "".join(f".w{member}" for member in sorted(members))
        name = self._name(response)
        units = list(shared.values())
        placed = PlacedFile(response, RuffGroup(response, units), self.bundle,
                            f"c0/{name}{wanted}.py", members)  # fmt: skip
        self._note_limits(placed, units)
        return placed

    def _template(self, unit: RuffUnit) -> RuffUnit:
        """The unit placed for `unit`: the lowest limit of its rule (`_placements`), or
        itself when that is not exact for its response's code (`own_lines`)."""
        limits = self._limits.get(unit.signature)
        if limits and limits[0] in LINE_LIMITS and unit.key[0] in self._own_lines:
            return unit
        return self._placed.get(unit.signature, unit)

    def _note_limits(self, placed: PlacedFile, units: list[RuffUnit]) -> None:
        """Record the checks placed with a lower count limit than their own."""
        for unit in units:
            limits = self._limits.get(unit.signature)
            if limits and limits[1] != limits[2] and self._template(unit) is not unit:
                placed.limits[unit.key] = limits

    def into_private(self, group: RuffGroup) -> PlacedFile:
        """A file for `group` in the private folder of its exact configuration (for one
        count-limited check, the folder of the lowest limit of its rule)."""
        folder = None
        alone = len(group.units) == 1
        placed_as = group
        if alone:
            template = self._template(group.units[0])
            placed_as = RuffGroup(group.response, [template])
            folder = self._private_by_signature.get(template.signature)
        if folder is None:
            text = self._config_text(placed_as)
            folder = self._private.get(text)
            if folder is None:
                folder = self._private[text] = self._new_folder(bundle=False)
                folder.config = text
                for member in placed_as.units:
                    folder.add(member)
            if alone:
                self._private_by_signature[placed_as.units[0].signature] = folder
        path = f"c{folder.number}/{self._name(group.response)}.py"
        placed = PlacedFile(group.response, group, folder, path)
        if alone:
            self._note_limits(placed, group.units)
        return placed

    def _config_text(self, group: RuffGroup) -> str:
        """The group's ruff.toml; a built-in check's own one is kept across batches."""
        unit = group.units[0]
        if len(group.units) > 1 or not unit.shareable:
            return self.renderer.render(group)
        cache_key = (self.renderer.target_version, unit.signature)
        text = _SINGLE_CONFIGS.get(cache_key)
        if text is None:
            if len(_SINGLE_CONFIGS) >= _MAX_SINGLE_CONFIGS:
                _SINGLE_CONFIGS.clear()
            text = _SINGLE_CONFIGS[cache_key] = self.renderer.render(group)
        return text

    def forget(self, folder: Folder) -> None:
        """Put no other check in this private folder (Ruff rejected its ruff.toml)."""
        self._private = {
            text: known for text, known in self._private.items() if known is not folder
        }
        self._private_by_signature = {
            signature: known
            for signature, known in self._private_by_signature.items()
            if known is not folder
        }

    def _name(self, response: int) -> str:
        number = self._names.get(response, 0)
        self._names[response] = number + 1
        return f"r{response}_{number}"

    def _new_folder(self, *, bundle: bool) -> Folder:
        folder = Folder(number=len(self.folders), bundle=bundle)
        self.folders.append(folder)
        return folder

    def _render_bundle(self) -> None:
        """The bundle's ruff.toml: each member ignored in the files that did not ask."""
        wanted = [0] * len(self.bundle.members)
        files = 0
        for placed in self.files:
            if placed.folder is self.bundle:
                files += 1
                for member in placed.members:
                    wanted[member] += 1
        ignored = {
            f"!*.w{number}.*": list(unit.selectors)
            for number, unit in enumerate(self.bundle.members)
            if wanted[number] < files
        }
        self.bundle.config = self.renderer.render_bundle(self.bundle.members, ignored)
