"""Strict mode judges every Python block the answer shows, for the instructions about how
all code is written.

Extraction picks one program (docs/extraction.md) and leaves the answer's other Python
blocks out: a second module the program imports, a usage example, tests, a driver, an
implementation followed by a stub block that extraction takes instead; also a `pyi` type
stub and the statements typed in a session (`shown_python_blocks`), and any of these
shown in an HTML `<pre><code>` block (`shown_html_blocks`). Paper mode judges
the program alone, as the paper does. But an instruction about how code is written (its
names, quotes, annotations, formatting, typing) is about every line of code the answer
shows a reader, and a policy paid by strict mode would put its code in a block that is
left out. So in strict mode each such block that compiles is verified as code of its own
against the instructions that say so (`Instruction.strict_reads_shown_blocks`), in the
same engine call, and the response passes one of them only if its program and each of
those blocks pass it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vibebench._fences import answer_block
from vibebench.errors import ConfigError
from vibebench.instructions import InstructionSpec
from vibebench.verify._extract import (
    compiles,
    extract_code,
    shown_html_blocks,
    shown_python_blocks,
)
from vibebench.verify._models import (
    Diagnostic,
    InstructionVerdict,
    ResponseVerdicts,
    VerifyRequest,
)

__all__ = ["ShownBlocks", "blocks_left_out"]

_Lookup = Callable[[str], Any]
_INDENTED_BLOCK = re.compile(
    r"^\S[^\n]*(?:\.pyi?\b[^\n]*|:[ \t]*)\n[ \t]*\n(?: {4}|\t)\S", re.MULTILINE
)
"""A markdown indented block after a line naming a Python file or ending with a colon
(`shown_python_blocks` reads it when it is a program)."""


def blocks_left_out(response: str) -> list[tuple[int, str]]:
    """(number of the block in the answer, its code) of each block of Python the answer
    shows beside the program (`shown_python_blocks`: another module, usage, tests, a `pyi`
    stub, the statements typed in a session, in a fence, a MyST directive fence, a fence
    inside a blockquote or a markdown indented block; `shown_html_blocks`: the same in an HTML
    `<pre><code>` block) whose code compiles on its own."""
    return _left_out(response)[1]


def _left_out(response: str) -> tuple[str, list[tuple[int, str]]]:
    """The program extraction picks (empty when the answer can show no other block) and
    `blocks_left_out`."""
    fenced = response.count("```") + response.count("~~~") >= 3  # noqa: PLR2004
    # (two blocks take three fence lines: the last may run to the end unclosed)
    html = "<pre" in response or "<PRE" in response.upper()
    indented = _INDENTED_BLOCK.search(response) is not None
    if not fenced and not html and not indented:
        return "", []
    extraction = extract_code(response)
    cleaned, code = extraction.cleaned_response, extraction.code or ""
    shown = shown_python_blocks(cleaned, code) if fenced or indented else []
    shown += shown_html_blocks(cleaned, code) if html else []
    return code, [(block.number, block.source) for block in shown if compiles(block.source)]


@dataclass(frozen=True, slots=True)
class _Shown:
    """One left-out block, verified as a request of its own."""

    owner: int
    """The index of the request whose answer shows it."""
    number: int
    """Its number among the answer's blocks."""
    instructions: tuple[int, ...]
    """The positions, in the owner's instructions, of those judged on it."""


class ShownBlocks:
    """The requests of a strict batch with the blocks their answers leave out added, and
    the way back to one verdict per instruction of each original request."""

    def __init__(self, requests: Sequence[VerifyRequest], lookup: _Lookup) -> None:
        self.count = len(requests)
        self.requests: list[VerifyRequest] = list(requests)
        self.shown: list[_Shown] = []
        for owner, request in enumerate(requests):
            positions = _positions_reading_blocks(request, lookup)
            if not positions:
                continue
            program, blocks = _left_out(request.response)
            if not blocks:
                continue
            codes = [program] if compiles(program) else []
            codes += [text for _, text in blocks]
            specs = [
                _block_spec(request.instructions[position], lookup, codes)
                for position in positions
            ]
            for number, text in blocks:
                self.requests.append(_block_request(request, text, specs))
                self.shown.append(_Shown(owner, number, positions))

    def names(self, names: Sequence[str] | None) -> list[str] | None:
        """What an error calls each request: the caller's names, then `<owner>, block N`."""
        if names is None:
            return None
        extra = [f"{names[shown.owner]}, block {shown.number}" for shown in self.shown]
        return [*names, *extra]

    def merged(self, results: Sequence[ResponseVerdicts]) -> list[ResponseVerdicts]:
        """One result per original request: a verdict that passed fails when a block its
        answer shows fails it, with that block's diagnostics (or error)."""
        merged = list(results[: self.count])
        for shown, result in zip(self.shown, results[self.count :], strict=True):
            owner = merged[shown.owner]
            verdicts = list(owner.verdicts)
            for position, block_verdict in zip(shown.instructions, result.verdicts, strict=True):
                if verdicts[position].passed and not block_verdict.passed:
                    verdicts[position] = _failed_by_block(
                        verdicts[position], block_verdict, shown.number
                    )
            merged[shown.owner] = owner.model_copy(update={"verdicts": tuple(verdicts)})
        return merged


def _positions_reading_blocks(request: VerifyRequest, lookup: _Lookup) -> tuple[int, ...]:
    """The positions of the request's instructions that judge every block the answer shows
    (none when one is unknown: the engine names that error itself)."""
    try:
        return tuple(
            position
            for position, spec in enumerate(request.instructions)
            if getattr(lookup(spec.id), "strict_reads_shown_blocks", False)
        )
    except ConfigError:
        return ()


def _block_spec(spec: InstructionSpec, lookup: _Lookup, codes: list[str]) -> InstructionSpec:
    """The spec a block of the answer is judged with: its program's, plus what the
    instruction reads of the answer's code (`shown_block_params`, given `codes`: the
    program and the blocks; style_5 takes the names they define as types, which a test
    block names unimported)."""
    extra = lookup(spec.id).shown_block_params(codes)
    if not extra:
        return spec
    return spec.model_copy(update={"params": {**spec.params, **extra}})


def _block_request(
    request: VerifyRequest, text: str, specs: list[InstructionSpec]
) -> VerifyRequest:
    return VerifyRequest(task_id=request.task_id, response=answer_block(text),
                         instructions=tuple(specs))  # fmt: skip


def _failed_by_block(
    verdict: InstructionVerdict, block: InstructionVerdict, number: int
) -> InstructionVerdict:
    """The program's passing verdict, failed by a block of the answer that fails."""
    where = f"block {number} of the answer"
    diagnostics = tuple(
        Diagnostic(
            rule=item.rule, line=item.line, column=item.column, message=f"{where}: {item.message}"
        )  # fmt: skip
        for item in block.diagnostics
    )
    if not diagnostics and block.error is None:
        diagnostics = (Diagnostic(rule="strict", message=f"{where} does not follow it"),)
    update: dict[str, object] = {"passed": False, "diagnostics": diagnostics}
    if block.error is not None:
        update |= {"error": f"{where}: {block.error}", "error_source": block.error_source}
    return verdict.model_copy(update=update)
