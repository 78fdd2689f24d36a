"""The base of the values stages hand each other: pydantic models, immutable once built.

Every package declared its own `_Frozen` (or repeated `model_config = ConfigDict(frozen=True)`
in each model); this is the one. A leaf module (pydantic only), so every layer can use it.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["FrozenModel"]


class FrozenModel(BaseModel):
    """A pydantic model whose instances cannot be changed after validation."""

    model_config = ConfigDict(frozen=True)
