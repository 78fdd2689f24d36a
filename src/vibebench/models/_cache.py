"""A response cache in one SQLite file, so re-running an evaluation does not pay twice.

Keyed by the endpoint (client kind and base URL), the provider's model id, the model label,
every decoding parameter, the messages and (when sampling) the sample index: two servers
answering to the same label never share an entry, n samples at temperature > 0 stay n
different entries, while greedy calls share one. Only
successful responses are stored, so a failure is retried on the next run. WAL mode and a busy
timeout make the file safe for several processes; a lock makes one connection safe for threads.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from vibebench.errors import StoreError
from vibebench.models._types import ChatMessage, GenerationParams, Model, ModelResponse

logger = logging.getLogger(__name__)

KEY_VERSION = 2
"""Bump when the key recipe changes, so old entries are not misread (2: the endpoint)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    response TEXT NOT NULL
)
"""


def cache_key(
    model_name: str,
    messages: Sequence[ChatMessage],
    params: GenerationParams,
    sample_index: int,
    *,
    endpoint: str = "",
) -> str:
    """Hex digest naming one request; the sample index counts only when sampling.

    Args:
        model_name: The model's label.
        messages: The whole conversation sent.
        params: Every decoding parameter (all of its fields enter the key).
        sample_index: Which of n samples; ignored for greedy decoding.
        endpoint: Where the request goes and which model serves it (`endpoint_of`).
    """
    material = {
        "version": KEY_VERSION,
        "endpoint": endpoint,
        "model": model_name,
        "messages": [message.model_dump(mode="json") for message in messages],
        "params": _params_material(params),
        "sample_index": sample_index if params.is_sampling else 0,
    }
    encoded = json.dumps(material, sort_keys=True, ensure_ascii=False).encode(
        "utf-8", errors="surrogatepass"
    )
    return hashlib.sha256(encoded).hexdigest()


_LATER_FIELDS = ("reasoning_effort", "thinking_budget", "extra_body")
"""GenerationParams fields added after KEY_VERSION 2: keyed only when set, so the entries
written before them stay valid for requests that do not use them."""


def _params_material(params: GenerationParams) -> dict[str, object]:
    """Every field of the params, each one that is set (`test_cache` checks each counts)."""
    material = params.model_dump(mode="json")
    for name in _LATER_FIELDS:
        if material.get(name) is None:
            material.pop(name, None)
    return material


def endpoint_of(model: Model) -> str:
    """`Client base-URL model-id` of a model: what makes two same-named models differ.

    The base URL is the one the client resolved (spec or environment variable); None means
    the provider's public API.
    """
    base_url = getattr(model, "base_url", None)
    model_id = getattr(model, "model", None)
    return f"{type(model).__name__} {base_url or 'default'} {model_id or model.name}"


class ResponseCache:
    """Successful model responses by cache key, in a SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._connection = sqlite3.connect(
                self.path, timeout=30.0, check_same_thread=False, isolation_level=None
            )
            self._connection.execute("PRAGMA journal_mode=WAL")
            self._connection.execute(_SCHEMA)
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"cannot open the response cache {self.path}: {error}") from error

    def get(self, key: str) -> ModelResponse | None:
        """The stored response, or None on a miss (an unreadable entry counts as a miss)."""
        with self._lock:
            row = self._execute("SELECT response FROM responses WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        try:
            return ModelResponse.model_validate_json(row[0])
        except ValidationError as error:
            logger.warning("ignoring unreadable cache entry %s in %s: %s", key, self.path, error)
            return None

    def put(self, key: str, model_name: str, response: ModelResponse) -> None:
        """Store a successful response (replacing any entry with the same key)."""
        stored = response.model_copy(update={"cached": False}).model_dump_json()
        with self._lock:
            self._execute(
                "INSERT OR REPLACE INTO responses (key, model, response) VALUES (?, ?, ?)",
                (key, model_name, stored),
            )

    def __len__(self) -> int:
        with self._lock:
            return int(self._execute("SELECT COUNT(*) FROM responses", ()).fetchone()[0])

    def close(self) -> None:
        """Close the file; the cache cannot be used afterwards."""
        with self._lock:
            self._connection.close()

    def _execute(self, sql: str, parameters: tuple[str, ...]) -> sqlite3.Cursor:
        try:
            return self._connection.execute(sql, parameters)
        except sqlite3.Error as error:
            raise StoreError(f"response cache {self.path}: {error}") from error


class CachedModel(Model):
    """Wraps any model: answers from the cache when it can, stores what the model returns."""

    def __init__(self, inner: Model, cache: ResponseCache) -> None:
        self.inner = inner
        self.cache = cache
        self.name = inner.name
        self.endpoint = endpoint_of(inner)

    async def _complete(
        self, messages: Sequence[ChatMessage], params: GenerationParams, sample_index: int
    ) -> ModelResponse:
        """Return the cached response (marked `cached`) or ask the inner model and store it.

        Only answers that ended well (`ok`, `truncated`) are stored: caching an empty or
        refused answer would replay it on every rerun, and the run would never converge.
        """
        key = cache_key(self.name, messages, params, sample_index, endpoint=self.endpoint)
        hit = self.cache.get(key)
        if hit is not None:
            return hit.model_copy(update={"cached": True})
        response = await self.inner.complete(messages, params, sample_index=sample_index)
        if response.status in ("ok", "truncated"):  # an empty or refused answer is asked again
            self.cache.put(key, self.name, response)
        return response

    async def aclose(self) -> None:
        """Close the inner model's connections (the cache stays open for others)."""
        await self.inner.aclose()
