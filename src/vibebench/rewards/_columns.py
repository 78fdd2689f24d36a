"""Reading what a trainer hands a reward function: completions and dataset-column values.

Trainers pass plain Python values, but not always the ones a dataset was built from: TRL
gives conversational completions as message lists, Arrow-backed datasets fill a struct's
missing keys with None (a `params` dict of one instruction gains every key any other
instruction used), and verl hands parquet columns over as numpy object arrays. Everything
is normalised here, once, before the verifiers or the sandbox see it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from vibebench.errors import ConfigError

__all__ = [
    "Completion",
    "check_column",
    "check_flag",
    "check_lengths",
    "completion_text",
    "decode_json_text",
    "plain",
    "without_nones",
]

Completion = str | Sequence[Mapping[str, Any]]
"""A completion: the response text, or a conversation (a list of role/content messages)."""


_SCALARS = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """`value` with numpy arrays (verl's object columns) turned into lists, recursively.

    Exact built-in types take a fast path: a reward call converts every parameter of every
    instruction of every row, and the abstract Mapping check costs more than the rest."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {key: plain(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return [plain(item) for item in value]
    if hasattr(value, "tolist") and not isinstance(value, str | bytes):
        value = value.tolist()
    if isinstance(value, Mapping):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def without_nones(value: Mapping[str, Any]) -> dict[str, Any]:
    """A mapping without its None values, nested ones included.

    Arrow (Hugging Face datasets, parquet) stores a column of dicts as one struct type, so a
    row gains every key any other row has, set to None. None is never a valid value for an
    instruction parameter or a test field, so dropping it restores what the row meant.
    """
    return {
        key: without_nones(item) if isinstance(item, Mapping) else item
        for key, item in value.items()
        if item is not None
    }


def _content_text(content: Any, where: str) -> str:
    """A message's text: a string, or the text parts of a multi-part content list, one line
    apart (parts joined end to end could glue a closing fence to the prose after it)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list | tuple):
        return "\n".join(
            part.get("text") or "" if isinstance(part, Mapping) else str(part) for part in content
        )
    msg = f"{where}: a message's content is text or a list of parts, not {type(content).__name__}"
    raise ConfigError(msg)


def completion_text(completion: Any, where: str = "a completion") -> str:
    """The response text of one completion: the string itself, or the last assistant message.

    A conversational completion is a list of `{"role": ..., "content": ...}` messages (TRL
    passes one assistant message per completion); messages without a role count as the
    assistant's. A conversation without an assistant message has no response: "". A lone
    message dict is refused rather than read as a conversation of one: TRL never passes one,
    so it is most likely a caller that unwrapped the list (or passed a row) by mistake.
    Errors name the completion as `where`.
    """
    completion = plain(completion)
    if isinstance(completion, str):
        return completion
    if isinstance(completion, Mapping):
        msg = (
            f"{where}: a completion is a string or a list of messages, not a single message "
            "(dict); a conversational completion is [{'role': 'assistant', 'content': ...}]"
        )
        raise ConfigError(msg)
    if not isinstance(completion, list):
        kind = type(completion).__name__
        msg = f"{where}: a completion is a string or a list of messages, not {kind}"
        raise ConfigError(msg)
    for message in reversed(completion):
        if not isinstance(message, Mapping):
            msg = f"{where}: a conversation holds messages (dicts), not {message!r:.60}"
            raise ConfigError(msg)
        if message.get("role", "assistant") == "assistant":
            return _content_text(message.get("content"), where)
    return ""


def check_column(value: Any, name: str, holds: str = "one value per completion") -> None:
    """Refuse a batch argument that is not a list of values (None, a string, a dict, a number).

    A string is refused by name: iterating it would read each character as a row, and the
    error would then be a baffling length mismatch. Numpy arrays and tuples are lists here.
    """
    if (
        value is None
        or isinstance(value, str | bytes | Mapping)
        or not (hasattr(value, "__len__") and hasattr(value, "__getitem__"))
    ):
        kind = "None" if value is None else type(value).__name__
        raise ConfigError(f"`{name}` must be a list ({holds}), not {kind}")


def check_flag(name: str, value: Any) -> bool:
    """`value` as a bool; ConfigError for anything else (`"no"` would be truthy, `0` a typo).

    A numpy bool (a verl column) counts as the bool it holds."""
    flag = plain(value)
    if not isinstance(flag, bool):
        raise ConfigError(f"{name} must be True or False, got {value!r:.60}")
    return flag


def check_lengths(completions: Sequence[Any], **columns: Sequence[Any]) -> None:
    """Refuse completions that are no batch, and columns that are no list or whose length
    differs from the completions' (one value per completion)."""
    check_column(completions, "completions", "a batch: one completion per item, even for one")
    for name, column in columns.items():
        check_column(column, name)
        if len(column) != len(completions):
            msg = (
                f"`{name}` has {len(column)} values for {len(completions)} completions "
                "(one per completion, as the trainer repeats dataset columns)"
            )
            raise ConfigError(msg)


def decode_json_text(value: Any, *, what: str) -> Any:
    """`value`, or the JSON it holds when it is a string that opens a JSON object or array.

    Datasets often store nested values as JSON text (one schema for every row); a string that
    does not start with `{` or `[` is returned unchanged (an id or a spec).
    """
    if isinstance(value, str) and value.lstrip()[:1] in ("{", "["):
        try:
            return json.loads(value)
        except json.JSONDecodeError as err:
            msg = f"{what} looks like JSON but does not parse: {err.msg} (column {err.colno})"
            raise ConfigError(msg) from err
    return value
