"""`vibebench extract`, `vibebench check`, `vibebench verify`: thin wrappers over the API.

Exit codes (mapped in vibebench.cli): 0 success (all checks passed / every line verified),
1 a check failed, no code was found, a sample line was bad and skipped, or a check of a
sample errored (the verifier could not decide it; the samples are named on stderr), 2 a
usage or input error (unknown instruction id, invalid parameter, unreadable file, a samples
file with no good line: empty, or every line bad, so nothing was verified).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from vibebench.cli import VibebenchCommand, on_interrupt
from vibebench.cli._shared import TEXT_OR_JSON, quiet_progress
from vibebench.errors import DatasetError, ExitCode
from vibebench.instructions import InstructionSpec
from vibebench.jsonl import MAX_LINE_BYTES, decode_text, read_text
from vibebench.verify._api import DEFAULT_BATCH_SIZE
from vibebench.verify._api import verify as verify_items
from vibebench.verify._extract import extract_code, reasoning_in_responses
from vibebench.verify._models import Diagnostic, ResponseVerdicts, VerifyRequest
from vibebench.verify._samples import VerifySummary, verify_file

__all__ = ["check", "extract", "verify"]

_MODE = click.option(
    "--mode",
    type=click.Choice(["paper", "strict"]),
    default="paper",
    show_default=True,
    help="paper: each instruction by the paper's Ruff rules (what its numbers mean); strict: "
    "those rules plus checks that close the routes around them (aliases, dynamic access, "
    "exec strings, ...), as rewards use. Every verdict records the mode.",
)

_REASONING = click.option(
    "--reasoning/--no-reasoning",
    default=True,
    show_default=True,
    help="Whether the model may reason in its output: <think> blocks, and all before an "
    "orphan </think>, are then not its answer. --no-reasoning for a model that never "
    "reasons: every tag is ordinary text, so code inside a think block can be the program "
    "and, in strict mode, code before a tag is judged too.",
)


def _read_response(source: str) -> str:
    """The response text from a file, or stdin for `-`: bad UTF-8 replaced (and warned
    about), at most MAX_LINE_BYTES.

    Raises:
        DatasetError: the file cannot be read or is too large (exit code 2).
    """
    if source != "-":
        text, repairs = read_text(source)
    else:
        raw = sys.stdin.buffer.read(MAX_LINE_BYTES + 1)
        if len(raw) > MAX_LINE_BYTES:
            raise DatasetError(f"larger than the {MAX_LINE_BYTES >> 20} MiB limit", path="-")
        text, repairs = decode_text(raw)
    for repair in repairs:
        click.echo(f"warning: {source}: {repair}", err=True)
    return text


@click.command(cls=VibebenchCommand)
@click.argument("source", metavar="FILE|-")
@_REASONING
@TEXT_OR_JSON
def extract(source: str, reasoning: bool, output_format: str) -> ExitCode:
    """Print the solution code found in a model response (exit 1 with the reason if none).

    \b
    Examples:
      vibebench extract answer.md
      cat answer.md | vibebench extract - --format json
    """
    response = _read_response(source)
    with reasoning_in_responses(reasoning):
        extraction = extract_code(response)
    if output_format == "json":
        click.echo(extraction.model_dump_json(exclude={"cleaned_response"}, indent=2))
    elif extraction.code is not None:
        click.echo(extraction.code, nl=False)
    if extraction.code is None:
        click.echo(f"no code: {extraction.reason}", err=True)
        return ExitCode.FAILED
    return ExitCode.OK


def _specs(values: tuple[str, ...]) -> list[InstructionSpec]:
    if not values:
        msg = "give at least one instruction, e.g. -i style_3:line_length=88"
        raise click.UsageError(msg)
    return [InstructionSpec.parse(value) for value in values]


def _diagnostic_text(diagnostic: Diagnostic) -> str:
    """`E501 line 2:80 message`; the parts a Python check does not know are left out."""
    where = ""
    if diagnostic.line is not None:
        column = f":{diagnostic.column}" if diagnostic.column is not None else ""
        where = f"line {diagnostic.line}{column}"
    return " ".join(filter(None, (diagnostic.rule, where, diagnostic.message)))


def _render(result: ResponseVerdicts) -> str:
    """PASS/FAIL per instruction with the diagnostics that decided it (why there is no
    code first, when the response holds none)."""
    lines = [] if result.code_found else [f"no code: {result.reason}"]
    for verdict in result.verdicts:
        params = ", ".join(f"{key}={value!r}" for key, value in verdict.params.items())
        status = "PASS" if verdict.passed else "FAIL"
        lines.append(f"{status} {verdict.instruction_id}" + (f" ({params})" if params else ""))
        lines.extend(f"    {_diagnostic_text(diagnostic)}" for diagnostic in verdict.diagnostics)
        if verdict.error:
            lines.append(f"    error: {verdict.error}")
    mode = f" ({result.verdicts[0].mode} mode)" if result.verdicts else ""
    lines.append(f"{result.followed}/{len(result.verdicts)} instructions followed{mode}")
    return "\n".join(lines)


@click.command(cls=VibebenchCommand)
@click.argument("source", metavar="FILE|-")
@click.option(
    "-i",
    "--instruction",
    "instruction_texts",
    multiple=True,
    metavar="ID[:key=value,...]",
    help="An instruction to check, with optional parameters; repeat for several.",
)
@_MODE
@_REASONING
@TEXT_OR_JSON
def check(
    source: str,
    instruction_texts: tuple[str, ...],
    mode: str,
    reasoning: bool,
    output_format: str,
) -> ExitCode:
    """Check one response against instructions: exit 0 if all pass, 1 if any fails.

    \b
    Examples:
      vibebench check answer.md -i style_3:line_length=88 -i error_1
      vibebench check - -i doc_3:convention=google --format json < answer.md
      vibebench check answer.md -i library_2 --mode strict
    """
    specs = _specs(instruction_texts)
    response = _read_response(source)
    request = VerifyRequest(response=response, instructions=specs)
    with reasoning_in_responses(reasoning):
        [result] = verify_items([request], mode=mode)  # type: ignore[arg-type]
    if output_format == "json":
        click.echo(result.model_dump_json(indent=2))
    else:
        click.echo(_render(result))
    return ExitCode.OK if result.all_passed else ExitCode.FAILED


def _count(number: int, noun: str) -> str:
    """`1 check`, `2 checks`."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _summary_text(summary: VerifySummary, mode: str) -> str:
    rate = f"{summary.pass_rate:.1%} ({summary.passed} passed)" if summary.checks else "n/a"
    text = (
        f"{_count(summary.responses, 'response')}, {_count(summary.checks, 'check')} "
        f"({mode} mode), pass rate {rate}"
    )
    if summary.bad_lines:
        text += f"; {_count(len(summary.bad_lines), 'bad line')} skipped"
    if summary.errored:
        text += f"; {_count(len(summary.errored), 'sample')} with checks that errored"
    return text


def _nothing_verified(summary: VerifySummary, samples: Path) -> DatasetError:
    """The input error of a file that held no good line: nothing could be verified."""
    if not summary.bad_lines:
        return DatasetError("no samples to verify: the file holds none", path=str(samples))
    count = len(summary.bad_lines)
    every = "its only line is bad" if count == 1 else f"all {count} lines are bad"
    msg = f"no sample verified: {every} (named above as FILE:LINE)"
    return DatasetError(msg, path=str(samples))


def _count_lines(path: Path) -> int | None:
    """Line count for the progress bar (None when the file cannot be read yet).

    Counted in fixed-size chunks: iterating lines would hold a whole (possibly huge) line.
    """
    try:
        with path.open("rb") as stream:
            return sum(chunk.count(b"\n") for chunk in iter(lambda: stream.read(1 << 20), b""))
    except OSError:
        return None


def _refuse_overwriting_input(samples: Path, output: Path) -> None:
    """`-o` naming the input would truncate it before a line is read: refuse."""
    try:
        same = output.exists() and samples.samefile(output)
    except OSError:
        same = False
    if same:
        msg = f"-o {output} is the input file; write the verdicts elsewhere"
        raise click.UsageError(msg)


@click.command(cls=VibebenchCommand)
@click.argument("samples", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="Where to write one verdict line per sample (JSONL).",
)
@click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=DEFAULT_BATCH_SIZE,
    show_default=True,
    help="Responses per Ruff run.",
)
@_MODE
@_REASONING
@TEXT_OR_JSON
def verify(
    samples: Path, output: Path, batch_size: int, mode: str, reasoning: bool, output_format: str
) -> ExitCode:
    """Verify a JSONL file of samples; one verdict line per sample.

    Each line is {"task_id": ..., "response": ..., "instructions": [{"id": ..., "params":
    {...}}, ...]}. Malformed lines (bad JSON, unknown id, invalid parameter) are reported as
    FILE:LINE and skipped; all good lines are still verified and written, and the exit code
    is 1. A file with no good line (empty, or every line bad) verified nothing: exit code 2.

    \b
    Examples:
      vibebench verify samples.jsonl -o verdicts.jsonl
      vibebench verify samples.jsonl -o verdicts.jsonl --mode strict
    """
    _refuse_overwriting_input(samples, output)
    on_interrupt(f"the verdicts of the batches finished so far are in {output}")
    with (
        output.open("w", encoding="utf-8") as sink,
        quiet_progress() as progress,
        reasoning_in_responses(reasoning),
    ):
        task = progress.add_task("verifying", total=_count_lines(samples))
        summary = verify_file(
            samples,
            sink,
            batch_size=batch_size,
            mode=mode,  # type: ignore[arg-type]
            on_line=lambda count: progress.advance(task, count),
            on_bad_line=lambda problem: progress.console.print(
                f"{problem} (line skipped)", markup=False, soft_wrap=True
            ),
        )
    for problem in summary.errored:
        click.echo(f"check errored: {problem}", err=True)
    if output_format == "json":
        rate = summary.pass_rate if summary.checks else None
        figures = {**summary.model_dump(mode="json"), "pass_rate": rate}
        click.echo(json.dumps({**figures, "mode": mode}))
    else:
        click.echo(_summary_text(summary, mode))
    if not summary.responses:
        raise _nothing_verified(summary, samples)
    return ExitCode.FAILED if summary.bad_lines or summary.errored else ExitCode.OK
