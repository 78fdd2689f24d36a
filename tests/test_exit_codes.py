"""Every command's exit codes come from the one table, `vibebench.errors.ExitCode`, mapped
in one place (vibebench.cli): 0 ok, 1 below what was asked, 2 usage or input error,
3 incomplete, 130 interrupted."""

from __future__ import annotations

import ast
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import click
import pytest
from click.testing import CliRunner, Result

import vibebench.cli
from vibebench.cli import COMMANDS, VibebenchGroup, exit_code_of, main
from vibebench.errors import (
    ConfigError,
    DatasetError,
    ExitCode,
    IncompleteError,
    ModelError,
    SandboxError,
    StoreError,
    VerifierError,
)

ROOT = Path(__file__).resolve().parent.parent
PAPER_CSV = ROOT / "tests" / "metrics" / "data" / "paper_bigvibebench.csv"
F = "```"
OK, FAILED, USAGE, INCOMPLETE, INTERRUPTED = (
    ExitCode.OK, ExitCode.FAILED, ExitCode.USAGE, ExitCode.INCOMPLETE, ExitCode.INTERRUPTED,
)  # fmt: skip


def _leaves(command: click.Command, path: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    if isinstance(command, click.Group):
        context = click.Context(command)
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None:
                yield from _leaves(sub, (*path, name))
    else:
        yield path


LEAVES = sorted(_leaves(main, ()))


def _run(args: list[object], stdin: str | None = None) -> Result:
    result = CliRunner().invoke(main, [str(arg) for arg in args], input=stdin)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


# The table itself


def test_the_table_is_in_the_help_and_the_docs() -> None:
    help_text = _run(["--help"]).output
    docs = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for code in ExitCode:
        assert re.search(rf"^\s+{int(code)}\s+\S", help_text, re.MULTILINE), code
        assert re.search(rf"^\s+{int(code)}\s+\S", docs, re.MULTILINE), code


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (ConfigError("x"), USAGE),
        (DatasetError("x", path="f", line=1), USAGE),
        (StoreError("x"), USAGE),
        (VerifierError("x"), USAGE),
        (SandboxError("x"), USAGE),
        (ModelError("x"), USAGE),
        (IncompleteError("x"), INCOMPLETE),
        (KeyboardInterrupt(), INTERRUPTED),
    ],
)
def test_each_error_maps_to_its_code(error: BaseException, code: ExitCode) -> None:
    assert exit_code_of(error) is code


def test_the_commands_convert_no_errors_themselves() -> None:
    """One place (vibebench.cli) maps outcomes to exit codes: no other module of the CLI
    exits or converts errors on its own."""
    for path in sorted((ROOT / "src" / "vibebench" / "cli").glob("*.py")):
        if path.name == "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            where = f"{path.name}:{getattr(node, 'lineno', '?')}"
            if isinstance(node, ast.Call):
                name = ast.unparse(node.func)
                assert name not in ("sys.exit", "SystemExit", "ctx.exit"), where
                if name.endswith("exceptions.Exit"):
                    assert "ExitCode." in ast.unparse(node), where
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                caught = ast.unparse(node.type)
                assert "VibebenchError" not in caught, where
            if isinstance(node, ast.ClassDef):
                assert not any("ClickException" in ast.unparse(b) for b in node.bases), where


def test_every_command_and_group_maps_its_outcomes() -> None:
    """Invoked on its own (as tests do), each command still maps errors and results."""
    context = click.Context(main)
    for name in COMMANDS:
        command = main.get_command(context, name)
        assert isinstance(command, vibebench.cli.ExitCodes), name


# Every command


@pytest.mark.parametrize("path", LEAVES, ids=" ".join)
def test_every_command_exits_2_on_an_unknown_option(path: tuple[str, ...]) -> None:
    result = _run([*path, "--no-such-option"])
    assert result.exit_code == USAGE
    assert "No such option" in result.output


@pytest.mark.parametrize("path", LEAVES, ids=" ".join)
def test_every_command_exits_0_on_help(path: tuple[str, ...]) -> None:
    assert _run([*path, "--help"]).exit_code == OK


@pytest.fixture
def files(tmp_path: Path) -> SimpleNamespace:
    long_line = "x = '" + "far too long for the default limit of 79 characters; " * 2 + "'\n"
    answer = tmp_path / "answer.md"
    answer.write_text(f"{F}python\n{long_line}{F}\n")
    good = {"task_id": "t", "response": f"{F}python\nx = 1\n{F}", "instructions": ["style_3"]}
    samples = tmp_path / "samples.jsonl"
    samples.write_text(json.dumps(good) + "\n")
    bad_samples = tmp_path / "bad_samples.jsonl"
    bad_samples.write_bytes(json.dumps(good).encode() + b"\n{not json\n")
    prose = tmp_path / "prose.md"
    prose.write_text("I cannot help with that.")
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(b"[" * 5000 + b"\n" + b'{"a": 1}\n')
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a database\n" * 64)
    bad_csv = tmp_path / "bad.csv"
    bad_csv.write_bytes(b"model,func\n\xff,1\n")
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    return SimpleNamespace(
        dir=tmp_path, answer=answer, samples=samples, bad_samples=bad_samples, prose=prose,
        broken=broken, garbage=garbage, bad_csv=bad_csv, missing=tmp_path / "missing.jsonl",
        out=tmp_path / "out.jsonl", empty=empty,
    )  # fmt: skip


CASES: list[tuple[str, Callable[[SimpleNamespace], list[object]], ExitCode, str]] = [
    ("instructions list", lambda f: ["instructions", "list"], OK, ""),
    ("instructions show", lambda f: ["instructions", "show", "style_3"], OK, ""),
    ("instructions show unknown", lambda f: ["instructions", "show", "nope"], USAGE, "'nope'"),
    ("tasks list", lambda f: ["tasks", "list"], OK, ""),
    ("tasks show unknown", lambda f: ["tasks", "show", "mbpp"], USAGE, "'mbpp'"),
    ("tasks export", lambda f: ["tasks", "export", "embedded", "-o", f.out], OK, ""),
    (
        "tasks export broken",
        lambda f: ["tasks", "export", f.broken, "-o", f.out],
        USAGE,
        "broken.jsonl:1: JSON nested deeper",
    ),
    ("extract", lambda f: ["extract", f.answer], OK, ""),
    ("extract no code", lambda f: ["extract", f.prose], FAILED, "no code"),
    ("extract missing", lambda f: ["extract", f.missing], USAGE, "missing.jsonl: cannot read"),
    ("check passes", lambda f: ["check", f.answer, "-i", "style_3:line_length=120"], OK, ""),
    ("check fails", lambda f: ["check", f.answer, "-i", "style_3"], FAILED, "FAIL style_3"),
    ("check unknown id", lambda f: ["check", f.answer, "-i", "nope"], USAGE, "'nope'"),
    ("verify", lambda f: ["verify", f.samples, "-o", f.out], OK, ""),
    (
        "verify bad line",
        lambda f: ["verify", f.bad_samples, "-o", f.out],
        FAILED,
        "bad_samples.jsonl:2: invalid JSON",
    ),
    ("verify missing", lambda f: ["verify", f.missing, "-o", f.out], USAGE, "missing.jsonl"),
    (
        "verify every line bad",
        lambda f: ["verify", f.broken, "-o", f.out],
        USAGE,
        "broken.jsonl: no sample verified: all 2 lines are bad",
    ),
    (
        "verify empty",
        lambda f: ["verify", f.empty, "-o", f.out],
        USAGE,
        "empty.jsonl: no samples to verify",
    ),
    ("exec unknown benchmark", lambda f: ["exec", f.samples, "-b", "nope"], USAGE, "'nope'"),
    (
        "exec no usable sample",
        lambda f: ["exec", f.bad_samples, "-b", "humaneval"],
        USAGE,
        "no usable samples",
    ),
    ("selfcheck unknown", lambda f: ["selfcheck", "nope"], USAGE, "'nope'"),
    ("export garbage", lambda f: ["export", f.garbage, "-o", f.out], USAGE, "garbage.sqlite"),
    (
        "run missing replay",
        lambda f: [
            "run",
            "-m",
            f"replay:{f.missing}",
            "-b",
            "embedded",
            "--store",
            f.dir / "r.sqlite",
        ],
        USAGE,
        "missing.jsonl",
    ),
    ("augment build", lambda f: ["augment", "embedded", "-o", f.out], OK, ""),
    ("augment build unknown", lambda f: ["augment", "nope", "-o", f.out], USAGE, "'nope'"),
    (
        "augment compare broken",
        lambda f: ["augment", "compare", f.broken, f.broken],
        USAGE,
        "broken.jsonl:1",
    ),
    ("bench show", lambda f: ["bench", "show", "embedded"], OK, ""),
    ("bench show broken", lambda f: ["bench", "show", f.broken], USAGE, "broken.jsonl:1"),
    ("correlate", lambda f: ["correlate", PAPER_CSV], OK, ""),
    ("correlate malformed", lambda f: ["correlate", f.bad_csv], USAGE, "bad.csv"),
    (
        "report missing store",
        lambda f: ["report", "default", "--store", f.missing],
        USAGE,
        "missing.jsonl",
    ),
    (
        "report garbage store",
        lambda f: ["report", "default", "--store", f.garbage],
        USAGE,
        "garbage.sqlite",
    ),
    ("judge catalog", lambda f: ["judge", "catalog"], OK, ""),
    (
        "judge score broken",
        lambda f: ["judge", "score", f.broken, "-j", "openai/x"],
        USAGE,
        "broken.jsonl:1",
    ),
    (
        "judge calibrate broken",
        lambda f: ["judge", "calibrate", f.broken, "-l", f.broken],
        USAGE,
        "broken.jsonl",
    ),
    (
        "conv2bench build broken",
        lambda f: [
            "conv2bench",
            "build",
            f.broken,
            "-o",
            f.out,
            "-m",
            "openai-compatible:http://127.0.0.1:9/v1@m",
        ],
        USAGE,
        "broken.jsonl:1",
    ),
    (
        "conv2bench eval broken",
        lambda f: [
            "conv2bench",
            "eval",
            f.broken,
            "-m",
            "openai/x",
            "-j",
            "openai/y",
            "-o",
            f.out,
        ],
        USAGE,
        "broken.jsonl",
    ),
    (
        "conv2bench compare broken",
        lambda f: ["conv2bench", "compare", f.broken, "--reference", f.bad_csv],
        USAGE,
        "broken.jsonl",
    ),
    (
        "proxy bad upstream",
        lambda f: ["proxy", "--upstream", "ftp://x", "--store", f.dir / "p.sqlite"],
        USAGE,
        "upstream",
    ),
    (
        "trajectory normalize missing",
        lambda f: ["trajectory", "normalize", "--store", f.missing, "-o", f.out],
        USAGE,
        "missing.jsonl",
    ),
    (
        "trajectory score broken",
        lambda f: ["trajectory", "score", f.broken, "--checklist", f.broken, "-j", "openai/x"],
        USAGE,
        "broken.jsonl",
    ),
    ("agents tables missing", lambda f: ["agents", "tables", f.missing], USAGE, "missing"),
    ("codealign catalog", lambda f: ["codealign", "catalog", "--language", "java"], OK, ""),
    (
        "codealign catalog bad",
        lambda f: ["codealign", "catalog", "--language", "cobol"],
        USAGE,
        "cobol",
    ),
    (
        "agents run missing",
        lambda f: ["agents", "run", f.missing, "-s", "claude-code", "-o", f.out],
        USAGE,
        "missing",
    ),
]


@pytest.mark.parametrize(
    ("args", "code", "named"), [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
def test_exit_code(
    files: SimpleNamespace,
    monkeypatch: pytest.MonkeyPatch,
    args: Callable[[SimpleNamespace], list[object]],
    code: ExitCode,
    named: str,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "test-key-never-sent")
    result = _run(args(files))
    assert result.exit_code == code, result.output
    assert named in result.output
    if code == USAGE and "No such option" not in result.output:
        assert "error: " in result.stderr or "Error: " in result.stderr


def test_every_command_has_an_exit_code_case() -> None:
    covered = {tuple(case[0].split()[:2]) for case in CASES}
    covered |= {(case[0].split()[0],) for case in CASES}
    for path in LEAVES:
        assert path[:2] in covered or path[:1] in covered, path


# Outcomes the commands return: exec and selfcheck without the sandbox


@pytest.mark.parametrize(("passed", "code"), [(True, OK), (False, FAILED)])
def test_exec_exits_1_when_a_sample_fails(
    files: SimpleNamespace, monkeypatch: pytest.MonkeyPatch, passed: bool, code: ExitCode
) -> None:
    import vibebench.cli.execute as execute_cli

    samples = files.dir / "humaneval.jsonl"
    samples.write_text('{"task_id": "HumanEval/0", "completion": "    return True\\n"}\n')
    monkeypatch.setattr(execute_cli.SandboxOptions, "runner", lambda _self: None)
    monkeypatch.setattr(execute_cli, "_print_exec_summary", lambda *args: None)
    monkeypatch.setattr(
        execute_cli, "evaluate_samples", lambda *args, **kwargs: [SimpleNamespace(passed=passed)]
    )
    assert _run(["exec", samples, "-b", "humaneval"]).exit_code == code


@pytest.mark.parametrize(("failures", "code"), [(0, OK), (1, FAILED)])
def test_selfcheck_exits_1_when_a_reference_fails(
    monkeypatch: pytest.MonkeyPatch, failures: int, code: ExitCode
) -> None:
    import vibebench.cli.execute as execute_cli

    failed = [SimpleNamespace(task_id="E/1", status="failed", message="boom")] * failures
    report = SimpleNamespace(verdicts=[None] * 30, failures=failed, without_reference=())
    sandbox = SimpleNamespace(sandbox=SimpleNamespace(isolation="bwrap"))
    monkeypatch.setattr(execute_cli.SandboxOptions, "runner", lambda _self: sandbox)
    monkeypatch.setattr(execute_cli, "check_references", lambda *args, **kwargs: report)
    assert _run(["selfcheck", "embedded"]).exit_code == code


# 3 and 130, through real commands


def test_an_incomplete_error_exits_3(
    files: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vibebench.cli.run as run_cli

    def incomplete(*_args: object, **_kwargs: object) -> None:
        raise IncompleteError("2 of 10 samples done")

    monkeypatch.setattr(run_cli, "_run_and_print", incomplete)
    result = _run(["run", "-b", "embedded", "--store", files.dir / "r.sqlite", "--no-report"])
    assert result.exit_code == INCOMPLETE
    assert "error: 2 of 10 samples done" in result.stderr


def test_ctrl_c_exits_130_saying_what_was_saved_and_how_to_rerun(
    files: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vibebench.cli.verify as verify_cli

    def interrupted(*_args: object, **_kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(verify_cli, "verify_file", interrupted)
    result = _run(["verify", files.samples, "-o", files.out])
    assert result.exit_code == INTERRUPTED
    assert [line for line in result.stderr.splitlines() if line.strip()] == [
        "interrupted (Ctrl-C).",
        f"saved: the verdicts of the batches finished so far are in {files.out}.",
        f"run again with: vibebench verify {files.samples} -o {files.out}",
    ]


def test_a_subcommand_invoked_on_its_own_maps_too(files: SimpleNamespace) -> None:
    from vibebench.cli.verify import check

    result = CliRunner().invoke(check, [str(files.answer), "-i", "nope"])
    assert result.exit_code == USAGE
    assert result.stderr.startswith("error: ")
    assert "unknown instruction id 'nope'" in result.stderr


def test_a_returned_exit_code_and_an_error_in_a_nested_group() -> None:
    @click.group(cls=VibebenchGroup)
    def group() -> None:
        """A group."""

    @group.command()
    def below() -> ExitCode:
        return ExitCode.FAILED

    @group.command()
    def broken() -> None:
        raise DatasetError("no such thing", path="x.jsonl", line=3)

    assert CliRunner().invoke(group, ["below"]).exit_code == FAILED
    result = CliRunner().invoke(group, ["broken"])
    assert (result.exit_code, result.stderr) == (USAGE, "error: x.jsonl:3: no such thing\n")


# -s order and a real Ctrl-C


def test_the_order_of_settings_does_not_change_the_run(
    files: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vibebench.cli.run as run_cli

    seen = []

    def capture(config: object, *_args: object, **_kwargs: object) -> None:
        seen.append(config)
        raise IncompleteError("stop here")

    monkeypatch.setattr(run_cli, "_run_and_print", capture)
    common = ["run", "-b", "embedded", "--store", files.dir / "r.sqlite", "--no-report"]
    for order in (["multi", "base", "single"], ["single", "multi", "base", "single"]):
        _run([*common, *(arg for setting in order for arg in ("-s", setting))])
    first, second = seen
    assert first.identity() == second.identity()
    assert first.settings == ("base", "single", "multi")


def _generations(store: Path) -> int:
    try:
        with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as connection:
            return int(connection.execute("SELECT COUNT(*) FROM generations").fetchone()[0])
    except sqlite3.Error:
        return 0


def test_ctrl_c_in_a_real_run_exits_130_with_the_resume_command_and_no_temp_files(
    tmp_path: Path,
) -> None:
    """SIGINT to the whole process group, as a terminal sends it; temp dirs are private."""
    temp, shm, store = tmp_path / "tmp", tmp_path / "shm", tmp_path / "runs.sqlite"
    temp.mkdir()
    shm.mkdir()
    env = {**os.environ, "TMPDIR": str(temp), "VIBEBENCH_TMPDIR": str(shm)}
    args = [
        "run",
        "-b",
        "humaneval",
        "-m",
        "ruff-fix",
        "-s",
        "single",
        "-s",
        "base",
        "--store",
        str(store),
        "--no-report",
    ]
    process = subprocess.Popen(
        [sys.executable, "-m", "vibebench.cli", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while _generations(store) == 0 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.poll() is None, "the run finished before it could be interrupted"
    os.killpg(process.pid, signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == INTERRUPTED, stderr
    assert "interrupted (Ctrl-C)." in stderr
    assert f"saved: results so far are in {store} (run 'default')." in stderr
    assert f"resume with: vibebench {' '.join(args)}" in stderr
    assert _generations(store) > 0
    assert list(temp.iterdir()) == [] and list(shm.iterdir()) == []


def test_the_package_still_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "vibebench.cli", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert "Exit codes" in done.stdout
    assert vibebench.cli.__name__ == "vibebench.cli"
