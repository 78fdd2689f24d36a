"""OctoBench instances: an environment, a task specification and its checklist.

The released benchmark (MiniMaxAI/OctoBench on the Hugging Face hub, run by MiniMax-AI/
mini-vela) is one JSONL record per instance:

    {"instance_id": ..., "user_query": ["turn 1", "turn 2"], "system_prompt": "",
     "category": "Claude.md", "image": "docker-image:tag", "workspace_abs_path": "/app",
     "scaffold": {"name": "claudecode", "version": "2.0.69"}, "checklist": {...}}

where the environment is a Docker image holding the repository with its policy files
(CLAUDE.md, AGENTS.md), skills, and pre-seeded memory. Docker is not used here, so a local
instance is a directory in the same format:

    INSTANCE/instance.json      the record above; `image` optional
    INSTANCE/environment/       the repository the agent works in (copied per run)
    INSTANCE/checklist.json     optional: the checklist (OctoBench D.1), else the record's

The instruction sources of the task specification are read from the record (system prompt,
user query sequence, `expected_skill`, `memory_files`, `tools`) and from the environment
(policy files, skills under a `skills/` folder, memory-bank files). Extra keys: `conflict`
({source_a, instruction_a, source_b, instruction_b}) marks an OctoBench-Conflict instance.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from vibebench.agents._experiments import ConflictCase
from vibebench.agents._io import parse_checklist
from vibebench.agents._models import AgentChecklist
from vibebench.errors import DatasetError
from vibebench.jsonl import loads, read_jsonl_objects, read_text

__all__ = [
    "INSTANCE_FILE",
    "POLICY_FILE_NAMES",
    "InstructionSources",
    "OctoInstance",
    "ScaffoldInfo",
    "discover_sources",
    "load_instances",
    "parse_instance",
    "walk_files",
]

INSTANCE_FILE = "instance.json"
POLICY_FILE_NAMES = frozenset({"CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "AGENT.md"})
"""Repository policy files the scaffolds read (Claude Code: CLAUDE.md; Kilo, Droid: AGENTS.md)."""
_SKIPPED_DIRS = frozenset({".git", "node_modules", "__pycache__", ".venv", "venv"})
_MAX_SOURCE_BYTES = 256 * 1024
"""Longest instruction file read into a specification (a larger one is not an instruction)."""
_MAX_FILES = 20_000
_FRONTMATTER_NAME = re.compile(r"\A---\s*\n(?:.*\n)*?name:\s*(?P<name>[^\n]+)\n", re.MULTILINE)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ScaffoldInfo(_Frozen):
    """The scaffold an instance was written for."""

    name: str
    """As released: `claudecode`, `kilo-dev` or `droid`."""
    version: str = ""


class InstructionSources(_Frozen):
    """Everything in a task specification that instructs the agent, by OctoBench source."""

    system_prompt: str = ""
    """Instance system prompt ("" keeps the scaffold's own)."""
    user_queries: tuple[str, ...] = Field(min_length=1)
    """The user turns, sent in order within one session."""
    policy_files: dict[str, str] = {}
    """Repository policy files (CLAUDE.md, AGENTS.md, ...) by path in the environment."""
    skills: dict[str, str] = {}
    """Skill name -> its SKILL.md."""
    expected_skill: str | None = None
    """The skill the task should trigger (Skill instances)."""
    memory: dict[str, str] = {}
    """Pre-seeded memory state files by path in the environment."""
    tool_schemas: tuple[dict[str, Any], ...] = ()
    """Tool definitions the instance declares; the scaffold's own appear in the trajectory."""

    @field_validator("user_queries")
    @classmethod
    def _queries_have_text(cls, queries: tuple[str, ...]) -> tuple[str, ...]:
        if any(not query.strip() for query in queries):
            raise ValueError("a user query is empty")
        return queries


class OctoInstance(_Frozen):
    """One OctoBench instance: where the agent works, what it is told, what is checked."""

    instance_id: str = Field(min_length=1)
    category: str = ""
    """The primary instruction source the task targets (Skill, Claude.md, Memory, ...)."""
    scaffold: ScaffoldInfo | None = None
    image: str | None = None
    """The released Docker image of the environment (not run by vibebench)."""
    workspace_abs_path: str | None = None
    """Where the image keeps the repository."""
    environment: Path | None = None
    """A local directory copied as the agent's workspace for each run."""
    sources: InstructionSources
    checklist: AgentChecklist | None = None
    conflict: ConflictCase | None = None
    """Set on OctoBench-Conflict instances: the one contradictory pair."""


def _read_small(path: Path) -> str | None:
    try:
        if path.stat().st_size > _MAX_SOURCE_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def walk_files(root: Path) -> Iterator[Path]:
    """Files under `root`, sorted, skipping VCS and dependency folders; bounded."""
    seen = 0
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            entries = sorted(folder.iterdir(), reverse=True)
        except OSError:
            continue
        for entry in entries:
            if entry.is_symlink():
                continue
            if entry.is_dir():
                if entry.name not in _SKIPPED_DIRS:
                    stack.append(entry)
            elif (seen := seen + 1) <= _MAX_FILES:
                yield entry


def _skill_name(path: Path, text: str) -> str:
    found = _FRONTMATTER_NAME.match(text)
    return found.group("name").strip().strip("\"'") if found else path.parent.name


def discover_sources(environment: Path) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(policy files, skills, memory files) found in an environment directory.

    Policy files by name anywhere; a skill is a `SKILL.md` under a `skills/` folder (named by
    its front matter `name:` or its folder); memory files live under a `memory-bank/` folder
    (Kilo's memory bank, `.kilocode/rules/memory-bank/`).
    """
    policies, skills, memory = {}, {}, {}
    for path in walk_files(environment):
        relative = path.relative_to(environment)
        parts = relative.parts
        if path.name in POLICY_FILE_NAMES and (text := _read_small(path)) is not None:
            policies[relative.as_posix()] = text
        elif (
            path.name == "SKILL.md"
            and "skills" in parts[:-2]
            and (text := _read_small(path)) is not None
        ):
            skills[_skill_name(path, text)] = text
        elif "memory-bank" in parts[:-1] and (text := _read_small(path)) is not None:
            memory[relative.as_posix()] = text
    return policies, skills, memory


def _declared_memory(environment: Path | None, names: Any, where: str) -> dict[str, str]:
    if names is None:
        return {}
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise DatasetError("memory_files must be a list of paths", path=where)
    if environment is None:
        return {}
    found = {}
    for name in names:
        target = (environment / name).resolve()
        if not target.is_relative_to(environment.resolve()):
            raise DatasetError(f"memory file {name!r} lies outside the environment", path=where)
        text = _read_small(target)
        if text is None:
            raise DatasetError(f"memory file {name!r} is missing or too large", path=where)
        found[name] = text
    return found


def _queries(record: dict[str, Any], where: str) -> tuple[str, ...]:
    queries = record.get("user_query")
    if isinstance(queries, str):
        queries = [queries]
    if not isinstance(queries, list) or not all(isinstance(q, str) for q in queries):
        raise DatasetError("user_query must be a list of strings", path=where)
    return tuple(queries)


def _sources(record: dict[str, Any], environment: Path | None, where: str) -> InstructionSources:
    policies, skills, memory = discover_sources(environment) if environment else ({}, {}, {})
    memory.update(_declared_memory(environment, record.get("memory_files"), where))
    return InstructionSources(
        system_prompt=record.get("system_prompt") or "",
        user_queries=_queries(record, where),
        policy_files=policies,
        skills=skills,
        expected_skill=record.get("expected_skill") or None,
        memory=memory,
        tool_schemas=tuple(record.get("tools") or ()),
    )


def _environment(record: dict[str, Any], base: Path | None, where: str) -> Path | None:
    named = record.get("environment")
    if named is None:
        return None
    if not isinstance(named, str) or base is None:
        raise DatasetError("environment must be a path relative to the instance", path=where)
    folder = (base / named).resolve()
    if not folder.is_dir():
        raise DatasetError(f"environment {named!r} is not a directory", path=where)
    return folder


def _validation_message(err: ValidationError) -> str:
    first = err.errors()[0]
    location = ".".join(str(part) for part in first["loc"])
    return f"{location}: {first['msg']}" if location else str(first["msg"])


def parse_instance(
    record: dict[str, Any],
    *,
    base: Path | None,
    where: str,
    checklist: AgentChecklist | None = None,
) -> OctoInstance:
    """An instance from one released-format record.

    Args:
        base: The folder the record's relative `environment` is resolved against (an
            instance directory, or a JSONL file's folder); None for a record without one.
        where: Named in errors (file, or file and line).
        checklist: Overrides the record's `checklist` (a separate checklist file).

    Raises:
        DatasetError: a required field is missing or malformed.
    """
    environment = _environment(record, base, where)
    if checklist is None and record.get("checklist") is not None:
        checklist = parse_checklist(record["checklist"], f"{where} (checklist)")
    try:
        conflict = record.get("conflict")
        return OctoInstance(
            instance_id=str(record.get("instance_id") or ""),
            category=record.get("category") or "",
            scaffold=record.get("scaffold"),
            image=record.get("image") or None,
            workspace_abs_path=record.get("workspace_abs_path") or None,
            environment=environment,
            sources=_sources(record, environment, where),
            checklist=checklist,
            conflict=None
            if conflict is None
            else ConflictCase(instance_id=str(record.get("instance_id") or ""), **conflict),
        )
    except (ValidationError, TypeError) as err:
        message = _validation_message(err) if isinstance(err, ValidationError) else str(err)
        raise DatasetError(f"not an OctoBench instance: {message}", path=where) from err


def _load_dir(folder: Path) -> OctoInstance:
    where = str(folder / INSTANCE_FILE)
    text, _ = read_text(folder / INSTANCE_FILE)
    try:
        record = loads(text)
    except ValueError as err:
        raise DatasetError(str(err), path=where) from err
    if not isinstance(record, dict):
        raise DatasetError("an instance file holds one JSON object", path=where)
    if "environment" not in record and (folder / "environment").is_dir():
        record["environment"] = "environment"
    checklist = None
    if (folder / "checklist.json").is_file():
        checklist_text, _ = read_text(folder / "checklist.json")
        try:
            checklist_data = loads(checklist_text)
        except ValueError as err:
            raise DatasetError(str(err), path=str(folder / "checklist.json")) from err
        checklist = parse_checklist(checklist_data, str(folder / "checklist.json"))
    return parse_instance(record, base=folder, where=where, checklist=checklist)


def load_instances(path: Path) -> list[OctoInstance]:
    """Every instance at `path`: a released-format JSONL file, an instance directory, or a
    directory of instance directories.

    Raises:
        DatasetError: nothing readable there, a malformed record, or a repeated instance id.
    """
    if path.is_file():
        found = [
            parse_instance(record, base=path.parent, where=f"{path}:{line}")
            for line, record in read_jsonl_objects(path, what="instance")
        ]
    elif (path / INSTANCE_FILE).is_file():
        found = [_load_dir(path)]
    elif path.is_dir():
        found = [
            _load_dir(child)
            for child in sorted(path.iterdir())
            if (child / INSTANCE_FILE).is_file()
        ]
    else:
        raise DatasetError("no such instance file or directory", path=str(path))
    if not found:
        raise DatasetError(f"no {INSTANCE_FILE} here or in its subdirectories", path=str(path))
    ids = [instance.instance_id for instance in found]
    repeated = sorted({ident for ident in ids if ids.count(ident) > 1})
    if repeated:
        raise DatasetError(f"repeated instance id(s): {', '.join(repeated)}", path=str(path))
    return found
