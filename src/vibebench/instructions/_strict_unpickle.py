"""What a constant pickle names: the globals `pickle.loads(b'cbuiltins\\nIOError\\n.')` gives.

A pickle names module members by string (`GLOBAL`, `STACK_GLOBAL`, `INST`) and may call
them (`REDUCE`): a way to reach `IOError` or `open` no name in the code spells. Strict
mode reads what a pickle written as a constant would give by running it through pickle's
own machine with every global replaced by a stand-in: nothing the pickle names is looked
up, imported or called, so reading it runs none of the code's choosing.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Callable
from functools import lru_cache

__all__ = ["unpickled_names"]

_MAX_VALUES = 10_000
"""Values of a result read at most (a pickle's tuples may nest deeply or hold many)."""


class _Global:
    """A stand-in for a global a pickle names (`builtins.IOError`)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, *args: object, **kwargs: object) -> _Called:
        return _Called(self, args)

    def __setstate__(self, state: object) -> None:
        """A pickle's BUILD on it changes nothing."""


class _Called:
    """A stand-in for what calling a global gives (`getattr(builtins, 'IOError')`)."""

    __slots__ = ("args", "function")

    def __init__(self, function: _Global | _Called, args: tuple[object, ...]) -> None:
        self.function = function
        self.args = args

    def __call__(self, *args: object, **kwargs: object) -> _Called:
        return _Called(self, args)

    def __setstate__(self, state: object) -> None:
        """A pickle's BUILD on it changes nothing."""


class _StandIns(pickle.Unpickler):
    """An unpickler handing out a stand-in for every global, never the global itself."""

    def find_class(self, module: str, name: str) -> _Global:
        import _compat_pickle  # noqa: PLC0415 (Python 2 names, as pickle maps them)

        module, name = _compat_pickle.NAME_MAPPING.get((module, name), (module, name))
        module = _compat_pickle.IMPORT_MAPPING.get(module, module)
        return _Global(f"{module}.{name}")

    def persistent_load(self, pid: object) -> object:
        msg = "no persistent ids"
        raise pickle.UnpicklingError(msg)


@lru_cache(maxsize=256)
def unpickled_names(data: bytes, join: Callable[[str, str], str]) -> frozenset[str] | None:
    """The dotted names a constant pickle's result may be or hold: each global it gives
    (in a tuple, list, set or dict too), `getattr(module, 'name')` it calls as the member
    (`join` joins a name and a member), `f()` for another call; None when it does not
    load (then what it gives is not known)."""
    try:
        result = _StandIns(io.BytesIO(data)).load()
    except Exception:  # noqa: BLE001 (a malformed pickle, or one calling a stand-in wrongly)
        return None
    found: set[str] = set()
    pending, seen = [result], 0
    while pending and seen < _MAX_VALUES:
        value = pending.pop()
        seen += 1
        if isinstance(value, _Global):
            found.add(value.name)
        elif isinstance(value, _Called):
            found.add(_called(value, join))
        elif isinstance(value, tuple | list | set | frozenset):
            pending += list(value)
        elif isinstance(value, dict):
            pending += list(value.values())
    return frozenset(found) if seen < _MAX_VALUES else None


_IMPORTERS = frozenset({"builtins.__import__", "importlib.import_module"})


def _called(value: _Called, join: Callable[[str, str], str], depth: int = 0) -> str:
    """`getattr(m, 'x')` as `m.x` (`m` a global, or a module `__import__('m')` gives);
    `__import__('m')` as `m`; any other call as `f()`, and as `?` where what is called or
    looked up in is itself not known."""
    function, args = value.function, value.args
    if not isinstance(function, _Global) or depth > _MAX_DEPTH:
        return "?"
    if function.name in _IMPORTERS and args and isinstance(args[0], str):
        return args[0]
    if function.name == "builtins.getattr" and len(args) >= 2:  # noqa: PLR2004
        holder, member = args[0], args[1]
        if isinstance(holder, _Called):
            base = _called(holder, join, depth + 1)
        else:
            base = holder.name if isinstance(holder, _Global) else "?"
        return join(base, member) if isinstance(member, str) and base != "?" else "?"
    return f"{function.name}()"


_MAX_DEPTH = 20
