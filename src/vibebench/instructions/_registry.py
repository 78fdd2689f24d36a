"""The flat registry: instruction id -> instruction, built-ins plus entry-point plugins."""

from __future__ import annotations

import importlib
import inspect
import logging
import pkgutil
from functools import cache
from types import ModuleType

from vibebench._plugins import PluginGroup, load_plugins
from vibebench.errors import ConfigError
from vibebench.instructions import builtin
from vibebench.instructions._base import Instruction

ENTRY_POINT_GROUP = "vibebench.instructions"
logger = logging.getLogger(__name__)


def _instructions_in(module: ModuleType) -> list[Instruction]:
    """Instances of the Instruction subclasses defined (not imported) in `module`."""
    return [
        cls()
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Instruction)
        and cls is not Instruction
        and cls.__module__ == module.__name__
    ]


def _builtin_instructions() -> list[Instruction]:
    found: list[Instruction] = []
    for info in sorted(pkgutil.iter_modules(builtin.__path__), key=lambda item: item.name):
        module = importlib.import_module(f"{builtin.__name__}.{info.name}")
        found.extend(_instructions_in(module))
    return found


def _plugin_instructions() -> list[Instruction]:
    """Instructions from installed plugins: an entry point names a class, instance or module."""
    found: list[Instruction] = []
    group = PluginGroup(ENTRY_POINT_GROUP, "instruction", _is_instruction_source, "an Instruction")
    for _, target in load_plugins(group):
        if inspect.ismodule(target):
            found.extend(_instructions_in(target))
        elif inspect.isclass(target):
            found.append(target())
        else:
            found.append(target)
    return found


def _is_instruction_source(target: object) -> bool:
    """A module of instructions, an Instruction class, or an instance."""
    return (
        inspect.ismodule(target)
        or (inspect.isclass(target) and issubclass(target, Instruction))
        or isinstance(target, Instruction)
    )


@cache
def _registry() -> dict[str, Instruction]:
    registry: dict[str, Instruction] = {}
    for instruction in _builtin_instructions() + _plugin_instructions():
        if instruction.id in registry:
            msg = f"instruction id {instruction.id!r} is defined twice"
            raise ConfigError(msg)
        registry[instruction.id] = instruction
    return registry


def reload_registry() -> None:
    """Forget the cached registry (after installing a plugin in the same process)."""
    _registry.cache_clear()
    _conflict_table.cache_clear()


def all_instructions() -> list[Instruction]:
    """Every registered instruction, built-ins first in taxonomy order."""
    order = {"style": 0, "logic": 1, "doc": 2, "error": 3, "library": 4}

    def key(item: Instruction) -> tuple[int, int, str]:
        _, _, number = item.id.rpartition("_")
        return (order.get(item.category, 9), int(number) if number.isdigit() else 999, item.id)

    return sorted(_registry().values(), key=key)


def get_instruction(instruction_id: str) -> Instruction:
    """The instruction with this id; ConfigError naming the id when there is none."""
    try:
        return _registry()[instruction_id]
    except KeyError:
        msg = f"unknown instruction id {instruction_id!r} (see `vibebench instructions list`)"
        raise ConfigError(msg) from None


@cache
def _conflict_table() -> frozenset[frozenset[str]]:
    pairs: set[frozenset[str]] = set()
    for instruction in _registry().values():
        for other in instruction.conflicts:
            pairs.add(frozenset((instruction.id, other)))
    return frozenset(pairs)


def conflicts(first: str, second: str) -> bool:
    """Whether two instructions conflict (the table is symmetric by construction)."""
    return frozenset((first, second)) in _conflict_table()


def conflict_pairs() -> list[tuple[str, str]]:
    """The symmetric conflict table as sorted pairs."""
    return sorted(tuple(sorted(pair)) for pair in _conflict_table())
