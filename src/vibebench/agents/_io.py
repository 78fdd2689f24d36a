"""Files of the agent stage: trajectories as JSONL, checklists in OctoBench's JSON format.

A checklist file is either one checklist (`{"SP": {"description": ..., "checks": [...]}, ...}`,
the D.1 output format), applied to every trajectory, or `{"instances": {ID: checklist}}` with
one checklist per session or instance id.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from vibebench.agents._models import AgentChecklist, Trajectory
from vibebench.errors import DatasetError
from vibebench.jsonl import loads, read_jsonl_models, read_text, write_jsonl

__all__ = [
    "checklist_for",
    "parse_checklist",
    "read_checklists",
    "read_trajectories",
    "write_trajectories",
]


def parse_checklist(data: Any, where: str) -> AgentChecklist:
    """A checklist from its OctoBench JSON object; DatasetError names `where` when malformed."""
    try:
        return AgentChecklist.model_validate({"categories": data})
    except ValidationError as err:
        first = err.errors()[0]
        path = ".".join(str(part) for part in first["loc"][1:])
        raise DatasetError(
            f"bad checklist at {path or 'top level'}: {first['msg']}", path=where
        ) from err


def read_checklists(path: Path) -> dict[str | None, AgentChecklist]:
    """Checklists by instance id; the key None holds a checklist that applies to all."""
    text, _ = read_text(path)
    try:
        data = loads(text)
    except ValueError as err:
        raise DatasetError(f"not JSON ({err})", path=str(path)) from err
    if not isinstance(data, dict):
        raise DatasetError("a checklist file holds one JSON object", path=str(path))
    if set(data) == {"instances"} and isinstance(data["instances"], dict):
        return {
            str(ident): parse_checklist(value, f"{path} (instance {ident})")
            for ident, value in data["instances"].items()
        }
    return {None: parse_checklist(data, str(path))}


def checklist_for(checklists: dict[str | None, AgentChecklist], instance: str) -> AgentChecklist:
    """The checklist of `instance` (or the shared one); DatasetError when there is none."""
    found = checklists.get(instance) or checklists.get(None)
    if found is None:
        raise DatasetError(f"no checklist for instance {instance!r}")
    return found


def write_trajectories(path: Path, trajectories: Iterable[Trajectory]) -> None:
    """One trajectory per line."""
    write_jsonl(path, trajectories)


def read_trajectories(path: Path) -> list[Trajectory]:
    """Trajectories written by `write_trajectories`; DatasetError names a bad line."""
    return read_jsonl_models(path, Trajectory, what="trajectory")
