"""verify stage: response -> code -> one verdict per instruction, Ruff batched once per call.

`vibebench.verify(items)` calls this package: the package module is itself callable (it
forwards to `verify`), because the stage and its main function share the name the project
brief asks for, and Python binds `vibebench.verify` to the subpackage once it is imported.

Markdown fences go both ways through here: `fence_code` (from the leaf module
`vibebench._fences`, which `instructions` can import without importing this stage) wraps
code, `fenced_blocks` reads the blocks of a response back.
"""

from __future__ import annotations

import sys
import types
from typing import Any

from vibebench._fences import fence_code
from vibebench.verify._api import (
    DEFAULT_BATCH_SIZE,
    as_request,
    raise_if_ruff_broken,
    reward,
    verify,
)
from vibebench.verify._engine import InstructionLookup, verify_batch
from vibebench.verify._extract import (
    compiles,
    extract_code,
    fenced_blocks,
    reasoning_in_responses,
    strip_reasoning,
)
from vibebench.verify._helpers import clear_caches
from vibebench.verify._models import (
    Diagnostic,
    Extraction,
    InstructionVerdict,
    ResponseVerdicts,
    Reward,
    VerifyRequest,
)
from vibebench.verify._ruff import RuffRule, expand_selectors, ruff_rules, ruff_version

__all__ = [
    "DEFAULT_BATCH_SIZE",
    "Diagnostic",
    "Extraction",
    "InstructionLookup",
    "InstructionVerdict",
    "ResponseVerdicts",
    "Reward",
    "RuffRule",
    "VerifyRequest",
    "as_request",
    "clear_caches",
    "compiles",
    "expand_selectors",
    "extract_code",
    "fence_code",
    "fenced_blocks",
    "raise_if_ruff_broken",
    "reasoning_in_responses",
    "reward",
    "ruff_rules",
    "ruff_version",
    "strip_reasoning",
    "verify",
    "verify_batch",
]


class _CallableStage(types.ModuleType):
    """This package, callable as `vibebench.verify(items, ...)`."""

    def __call__(self, *args: Any, **kwargs: Any) -> list[ResponseVerdicts]:
        return verify(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableStage
