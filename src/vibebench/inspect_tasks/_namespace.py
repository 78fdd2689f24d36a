"""Registration under the `vibebench/` namespace, whatever inspect makes of the install.

inspect prefixes a registered object's name with its package only when it sees the package
as installed: a module under site-packages, or a distribution whose `direct_url.json` says
editable (found through `importlib.metadata` and cached for the process). Where that check
fails, everything registers bare (`humanvibeeval`) and `inspect eval vibebench/humanvibeeval`
answers "No inspect tasks were found": vibebench run from a checkout on `PYTHONPATH`, an
install without that file, or a process that imported the tasks while a concurrent
`pip install -e .` had removed the old `.dist-info` (the `src/vibebench.egg-info` then
answers for vibebench, and it has no `direct_url.json`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from inspect_ai.util import registry_info

__all__ = ["NAMESPACE", "in_namespace"]

NAMESPACE = "vibebench"

F = TypeVar("F", bound=Callable[..., Any])


def in_namespace(
    decorator: Callable[..., Callable[[F], F]], name: str, **attribs: Any
) -> Callable[[F], F]:
    """`decorator(name=name, **attribs)` (inspect's `task`, `scorer`, `solver`, `metric`),
    registering under `vibebench/<name>` whether or not inspect adds the prefix itself.

    Where inspect adds it (an ordinary install) the object is registered once, as with the
    plain decorator. Where it does not, it is registered again under the full name, which
    inspect then keeps as given; the first, bare registration stays in inspect's registry,
    as it would have without this helper.

    Raises:
        ImportError: inspect registered the object under neither name (its naming changed).
    """
    full = f"{NAMESPACE}/{name}"

    def register(func: F) -> F:
        names = []
        for candidate in (name, full):
            registered = decorator(name=candidate, **attribs)(func)
            names.append(registry_info(registered).name)
            if names[-1] == full:
                return registered
        msg = f"inspect registered {func.__name__} as {' and '.join(names)}, not {full}"
        raise ImportError(msg)

    return register
