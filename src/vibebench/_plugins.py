"""Installed plugins: the one loader behind the instruction, model-provider and judge
registries. A leaf module (standard library only), so every layer can use it.

A plugin is an entry point in a `vibebench.*` group. One that fails to import, or names
something the registry cannot use, is skipped with a warning naming it: a broken plugin must
never break the registry, nor quietly stand in for a built-in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

__all__ = ["PluginGroup", "load_plugins"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class PluginGroup:
    """An entry-point group and what its plugins must be."""

    name: str
    """The entry-point group, e.g. `vibebench.instructions`."""
    kind: str
    """What the group holds, for warnings: "instruction", "model provider"."""
    usable: Callable[[Any], bool]
    expected: str
    """What a usable plugin is, for warnings: "an Instruction", "a ProviderInfo"."""


def load_plugins(group: PluginGroup) -> list[tuple[str, Any]]:
    """(entry point name, loaded object) of every installed plugin of `group` that is usable."""
    kind = group.kind
    found: list[tuple[str, Any]] = []
    for point in entry_points(group=group.name):
        try:
            target = point.load()
        except Exception as err:  # noqa: BLE001 - a broken plugin must not break the registry
            logger.warning("%s plugin %s failed to load: %s", kind, point.name, err)
            continue
        if group.usable(target):
            found.append((point.name, target))
        else:
            logger.warning("%s plugin %s is not %s: %r", kind, point.name, group.expected, target)
    return found
