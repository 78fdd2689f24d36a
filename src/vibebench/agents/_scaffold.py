"""How to drive each agent scaffold non-interactively against the logging proxy.

A scaffold is told three things per run: where its model API is (the proxy's session URL,
never the provider's), which key to send (a dummy: the real key, if any, is added by the
proxy side and never enters the scaffold's process), and, turn by turn, the user queries.

Built-ins, with the settings OctoBench's harness (mini-vela) used:

    claude-code  `claude -p QUERY --dangerously-skip-permissions`, first turn with
                 `--session-id UUID`, later turns `--resume UUID` (one session, several
                 processes); `--system-prompt` when the instance has one; Anthropic API via
                 ANTHROPIC_BASE_URL; telemetry, error reporting, auto-update and other
                 non-essential traffic switched off by their environment variables.
    kilo         Kilo Code CLI 0.10.x: `kilocode --auto --json QUERY` with an OpenAI-compatible
                 provider in ~/.kilocode/cli/config.json (telemetry off, everything approved).
                 Later Kilo CLIs (`kilo run --auto`) take another configuration: use CMD.
    droid        Factory Droid 0.42.x: `droid exec --skip-permissions-unsafe -m MODEL QUERY`
                 with a custom Anthropic model in ~/.factory/settings.json. Droid also wants
                 a Factory account (FACTORY_API_KEY), i.e. network beyond the proxy.

Anything else is a command template (CMD): `"my-agent --task {query}"`, with `{query}`,
`{system_prompt}`, `{model}`, `{turn}`, `{session}`, `{workdir}`, `{base_url}` and
`{openai_base_url}` filled in per turn (the query is appended when the template has no
`{query}`); it is named after its executable unless the run gives it a label. Every
scaffold also gets ANTHROPIC_BASE_URL / OPENAI_BASE_URL and dummy ANTHROPIC_API_KEY /
OPENAI_API_KEY in its environment.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from string import Formatter

from vibebench.errors import ConfigError

__all__ = [
    "BUILTIN_SCAFFOLDS",
    "DUMMY_API_KEY",
    "RunContext",
    "Scaffold",
    "TurnContext",
    "resolve_scaffold",
]

DUMMY_API_KEY = "sk-vibebench-dummy-key-0000000000"
"""The only key a scaffold ever holds; long enough for clients that check the length."""
DEFAULT_MODEL = "claude-sonnet-4-5"
"""Asked for when neither the run nor the scaffold names a model (the proxy's upstream may
map it to anything)."""


@dataclass(frozen=True)
class RunContext:
    """What a scaffold needs to know about its run (same for every turn)."""

    base_url: str
    """Root URL of the proxy session (Anthropic-style clients append /v1/messages)."""
    home: Path
    workdir: Path
    session: str
    session_uuid: str
    """A UUID for scaffolds that name their sessions so (Claude Code's --session-id)."""
    model: str | None = None
    system_prompt: str = ""

    @property
    def openai_base_url(self) -> str:
        """The same session for OpenAI-style clients."""
        return f"{self.base_url}/v1"


@dataclass(frozen=True)
class TurnContext:
    """One user turn."""

    index: int
    query: str


@dataclass(frozen=True)
class Scaffold:
    """A scaffold: its executable, how each turn is invoked, its environment and files."""

    name: str
    executable: str
    api: str
    """The API it speaks to the proxy: anthropic or openai."""
    argv: Callable[[RunContext, TurnContext], list[str]]
    """The arguments after the executable."""
    env: Callable[[RunContext], dict[str, str]] = field(default=lambda run: {})
    files: Callable[[RunContext], dict[str, str]] = field(default=lambda run: {})
    """Files to write under HOME before the first turn (path relative to HOME -> text)."""
    honours_system_prompt: bool = True
    """False when the scaffold has no way to take the instance's system prompt."""

    def command(
        self, run: RunContext, turn: TurnContext, executable: str | None = None
    ) -> list[str]:
        """The full argv of one turn."""
        return [executable or self.executable, *self.argv(run, turn)]


def _claude_argv(run: RunContext, turn: TurnContext) -> list[str]:
    argv = ["-p", turn.query, "--dangerously-skip-permissions"]
    argv += (
        ["--session-id", run.session_uuid] if turn.index == 0 else ["--resume", run.session_uuid]
    )
    if run.model:
        argv += ["--model", run.model]
    if run.system_prompt:
        argv += ["--system-prompt", run.system_prompt]  # every turn: each is a new process
    return argv


def _claude_env(run: RunContext) -> dict[str, str]:
    return {
        "ANTHROPIC_BASE_URL": run.base_url,
        "ANTHROPIC_API_KEY": DUMMY_API_KEY,
        "IS_SANDBOX": "1",  # lets --dangerously-skip-permissions run as root
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "DISABLE_BUG_COMMAND": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    }


def _kilo_files(run: RunContext) -> dict[str, str]:
    config = {
        "version": "1.0.0",
        "mode": "code",
        "telemetry": False,
        "provider": "proxy",
        "providers": [
            {
                "id": "proxy",
                "provider": "openai",
                "openAiApiKey": DUMMY_API_KEY,
                "openAiBaseUrl": run.openai_base_url,
                "openAiModelId": run.model or DEFAULT_MODEL,
            }
        ],
        "autoApproval": {
            "enabled": True,
            "read": {"enabled": True, "outside": False},
            "write": {"enabled": True, "outside": False, "protected": False},
            "execute": {"enabled": True, "allowed": [], "denied": []},
            "todo": {"enabled": True},
            "mode": {"enabled": True},
            "subtasks": {"enabled": True},
            "question": {"enabled": True, "timeout": 1},
            "retry": {"enabled": False},
        },
    }
    return {".kilocode/cli/config.json": json.dumps(config, indent=2)}


def _droid_files(run: RunContext) -> dict[str, str]:
    model = run.model or DEFAULT_MODEL
    settings = {
        "customModels": [
            {
                "model": model,
                "displayName": model,
                "provider": "anthropic",
                "baseUrl": run.base_url,
                "apiKey": DUMMY_API_KEY,
            }
        ]
    }
    return {".factory/settings.json": json.dumps(settings, indent=2)}


BUILTIN_SCAFFOLDS: dict[str, Scaffold] = {
    "claude-code": Scaffold("claude-code", "claude", "anthropic", _claude_argv, _claude_env),
    "kilo": Scaffold(
        "kilo",
        "kilocode",
        "openai",
        lambda run, turn: ["--auto", "--json", turn.query],
        lambda run: {"CI": "true", "OPENAI_BASE_URL": run.openai_base_url},
        _kilo_files,
        honours_system_prompt=False,
    ),
    "droid": Scaffold(
        "droid",
        "droid",
        "anthropic",
        lambda run, turn: [
            "exec",
            "--skip-permissions-unsafe",
            "-m",
            run.model or DEFAULT_MODEL,
            turn.query,
        ],
        lambda run: {"ANTHROPIC_BASE_URL": run.base_url},
        _droid_files,
        honours_system_prompt=False,
    ),
}
"""Scaffold name -> definition."""
_ALIASES = {
    "claudecode": "claude-code",
    "claude": "claude-code",
    "kilo-dev": "kilo",
    "kilocode": "kilo",
}
_FIELDS = frozenset(
    {
        "query",
        "system_prompt",
        "model",
        "turn",
        "session",
        "workdir",
        "base_url",
        "openai_base_url",
    }
)


def _template(text: str) -> Scaffold:
    try:
        words = shlex.split(text)
        named = {name for word in words for _, name, _, _ in Formatter().parse(word) if name}
    except ValueError as err:
        raise ConfigError(f"bad scaffold command {text!r}: {err}") from err
    if not words:
        raise ConfigError("the scaffold command is empty")
    unknown = sorted(named - _FIELDS)
    if unknown:
        raise ConfigError(
            f"scaffold command {text!r}: unknown placeholder(s) "
            f"{', '.join(unknown)}; known: {', '.join(sorted(_FIELDS))}"
        )
    rest = words[1:] if "query" in named else [*words[1:], "{query}"]

    def argv(run: RunContext, turn: TurnContext) -> list[str]:
        values = {
            "query": turn.query,
            "system_prompt": run.system_prompt,
            "model": run.model or "",
            "turn": str(turn.index),
            "session": run.session,
            "workdir": str(run.workdir),
            "base_url": run.base_url,
            "openai_base_url": run.openai_base_url,
        }
        return [word.format_map(values) for word in rest]

    return Scaffold(Path(words[0]).name, words[0], "any", argv)


def resolve_scaffold(text: str) -> Scaffold:
    """A built-in by name (or the released names `claudecode`, `kilo-dev`), else a CMD template.

    Raises:
        ConfigError: a template that cannot be split or names an unknown placeholder.
    """
    name = _ALIASES.get(text.strip(), text.strip())
    if name in BUILTIN_SCAFFOLDS:
        return BUILTIN_SCAFFOLDS[name]
    return _template(text)


def common_env(run: RunContext) -> dict[str, str]:
    """Base URLs and dummy keys every scaffold gets, whatever it reads."""
    return {
        "ANTHROPIC_BASE_URL": run.base_url,
        "OPENAI_BASE_URL": run.openai_base_url,
        "ANTHROPIC_API_KEY": DUMMY_API_KEY,
        "OPENAI_API_KEY": DUMMY_API_KEY,
        "VIBEBENCH_SESSION": run.session,
    }
