"""The nouns of agent evaluation: raw proxy calls, normalized trajectories, checklists.

A proxy call is what went over the wire, untouched. A trajectory is the OctoBench unified
format (`{meta, tools, messages}`, paper appendix F.2) built from a session's calls. A
checklist is the OctoBench checklist format (appendix D.1): categories named after
instruction sources, each holding binary checks.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Api = Literal["openai", "anthropic", "other"]

SOURCE_CATEGORIES: tuple[str, ...] = (
    "SP",
    "System reminder",
    "User query",
    "Agents.md",
    "Skill.md",
    "Memory",
    "Tool schema",
)
"""OctoBench's instruction-source categories (Table 7); checklists may use others too."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ProxyCall(_Frozen):
    """One request the proxy forwarded and what came back, as recorded."""

    session_id: str
    seq: int = Field(ge=0)
    """Order of the call within its session."""
    api: Api
    path: str
    request: Any
    """The request body: parsed JSON, or the raw text when it was not JSON."""
    status: int | None = None
    """Upstream HTTP status; None when the upstream could not be reached."""
    response: Any = None
    """The response body: parsed JSON, or the raw text (e.g. an event stream)."""
    error: str | None = None
    latency_s: float | None = None
    created_at: datetime | None = None


class ToolCall(_Frozen):
    """A tool invocation by the assistant."""

    id: str = ""
    name: str
    arguments: Any = None
    """Parsed arguments when they were JSON, else the raw string."""


class TrajectoryMessage(_Frozen):
    """One message of a normalized trajectory."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    reasoning_content: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    tool_name: str | None = None
    """For tool results: the tool that produced it."""
    tool_call_id: str | None = None
    turn: int | None = None
    """Assistant messages only: 0-based index of the assistant turn."""
    truncated_chars: int = Field(default=0, ge=0)
    """Characters removed from a long tool output (0: complete)."""


class TrajectoryMeta(_Frozen):
    """Where a trajectory came from and what normalization did to it."""

    session_id: str
    model: str = ""
    api: Api = "other"
    calls: int = Field(ge=0)
    """Successful model calls merged into the trajectory."""
    duplicates_removed: int = Field(default=0, ge=0)
    """History messages re-sent by the scaffold and merged away."""
    failed_calls: int = Field(default=0, ge=0)


class Trajectory(_Frozen):
    """One agent session in the unified `{meta, tools, messages}` format."""

    meta: TrajectoryMeta
    tools: tuple[dict[str, Any], ...] = ()
    """Tool definitions in OpenAI function shape, whichever API the scaffold spoke."""
    messages: tuple[TrajectoryMessage, ...]

    def assistant_turns(self) -> list[TrajectoryMessage]:
        """The assistant messages, in turn order."""
        return [message for message in self.messages if message.role == "assistant"]

    def tools_called(self) -> set[str]:
        """Names of every tool the assistant invoked."""
        return {call.name for message in self.messages for call in message.tool_calls}


class Check(_Frozen):
    """One binary check of an agent checklist (OctoBench D.1)."""

    check_id: str = Field(min_length=1)
    description: str = Field(min_length=1)
    """Phrased as "Check whether the assistant ..."; yes means followed."""
    check_type: str = "compliance"
    when_tool: str | None = None
    """A conditional check: applicable only when the trajectory called this tool."""


class CheckCategory(_Frozen):
    """The checks one instruction source contributes."""

    description: str = ""
    checks: tuple[Check, ...] = Field(min_length=1)


class AgentChecklist(_Frozen):
    """Categories (instruction sources) -> their checks, in the OctoBench output format."""

    categories: dict[str, CheckCategory]

    @model_validator(mode="after")
    def _unique_ids(self) -> AgentChecklist:
        ids = [check.check_id for _, check in self.flat()]
        repeated = sorted({ident for ident in ids if ids.count(ident) > 1})
        if repeated:
            raise ValueError(f"check ids must be unique, repeated: {repeated}")
        if not ids:
            raise ValueError("a checklist needs at least one check")
        return self

    def flat(self) -> list[tuple[str, Check]]:
        """(category, check) pairs in file order."""
        return [(name, check) for name, group in self.categories.items() for check in group.checks]
