"""One sample never changes another's verdict: Ruff failing on one response fails only it.

The case that started it: a valid 2,000-term sum overflowed the stack of a Ruff worker
thread and aborted the whole run. Ruff now gets deeper stacks, so that sum gets its own
verdicts; a fake Ruff (the real one, except on files holding a marker) crashes, hangs or
garbles its output on demand, deterministically, for everything else.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.instructions import Instruction, InstructionSpec, all_instructions
from vibebench.verify import ResponseVerdicts, VerifyRequest, verify, verify_batch
from vibebench.verify import _batch as batch_module
from vibebench.verify._ruff import ruff_binary

F = "```"
DEEP_SUM = "x = " + " + ".join(["1"] * 2000) + "\n"
"""Valid Python (the deepest sum CPython compiles) that overflowed Ruff's 2 MiB stacks."""
MARKER = "FAKE_RUFF_MARKER"
LONG_LINE = "result = some_function(argument_one, argument_two, argument_three, argument_four)\n"
GOOD = (
    '"""Arithmetic helpers."""\n\n\n'
    "def add(first: int, second: int) -> int:\n"
    '    """Return the sum of both values."""\n'
    "    return first + second\n"
)
BAD = (
    "import sys\nimport os\n\n\n"
    "def Add(a, b):\n"
    "    try:\n"
    "        print('%s' % a)\n"
    "    except:\n"
    "        raise ValueError('bad')\n"
    f"    {LONG_LINE}"
    "    return os.path.join(a, b, sys.argv[0])\n"
)

INSTRUCTION_SETS = [
    ["style_3", "library_2"],
    ["style_1", "style_4", "error_1", "logic_9"],
    ["doc_2", "doc_3:convention=google", "logic_1:max_complexity=3", "doc_5"],
    ["style_2:quote=double", "style_6", "error_4", "library_1", "doc_6"],
]


def _requests(instructions: list[str], culprit: str) -> list[VerifyRequest]:
    responses = [GOOD, BAD, culprit, f"Here:\n{F}python\n{BAD}{F}\n", GOOD.replace("int", "str")]
    return [
        VerifyRequest(task_id=f"t{number}", response=response, instructions=instructions)
        for number, response in enumerate(responses)
    ]


def _alone(request: VerifyRequest, **options: Any) -> ResponseVerdicts:
    [result] = verify_batch([request], **options)
    return result


def _ruff_backed(instruction_id: str) -> bool:
    return {item.id: item.verifier for item in all_instructions()}[instruction_id] == "ruff"


def _assert_isolated(
    requests: list[VerifyRequest], culprit: int, reason: str, **options: Any
) -> None:
    """Every response but `culprit` as alone; the culprit's checks that needed Ruff fail,
    saying why (at least one did), and those decided without it are as alone."""
    results = verify_batch(requests, **options)
    for number, (request, result) in enumerate(zip(requests, results, strict=True)):
        if number != culprit:
            assert result == _alone(request, **options), request.task_id
            assert not result.verifier_errors
            continue
        alone = _alone(request, **options)
        errored = 0
        for verdict, by_itself in zip(result.verdicts, alone.verdicts, strict=True):
            if not _ruff_backed(verdict.instruction_id) or by_itself.error is None:
                assert verdict == by_itself  # Ruff could report nothing here: not run for it
                continue
            errored += 1
            assert verdict.passed is False
            assert verdict.error_source == "verifier"
            assert "on its own" in (verdict.error or "")
            assert reason in (verdict.error or "")
            assert by_itself.error_source == "verifier"
        assert errored, "no check of the culprit needed Ruff: the test tests nothing"


@pytest.mark.parametrize("instructions", INSTRUCTION_SETS, ids=lambda ids: "+".join(ids))
def test_the_deep_sum_gets_the_same_verdicts_in_a_batch_as_alone(
    instructions: list[str],
) -> None:
    requests = _requests(instructions, DEEP_SUM)
    results = verify_batch(requests)
    assert not any(result.verifier_errors for result in results)
    assert results == [_alone(request) for request in requests]


@pytest.fixture
def fake_ruff(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Install a fake Ruff: `behaviour` runs when a target holds MARKER, the real one
    otherwise. Returns a function that installs a behaviour and counts the runs."""
    real = ruff_binary()
    runs = tmp_path / "runs"

    def install(behaviour: str, *, always: bool = False) -> Path:
        test = "true" if always else f'grep -rqs {MARKER} "$arg"'
        script = tmp_path / "ruff"
        script.write_text(
            "#!/bin/sh\n"
            "ulimit -c 0\n"
            f"echo run >> {runs}\n"
            'for arg in "$@"; do\n'
            '  case "$arg" in -*) continue;; esac\n'
            f'  if [ -e "$arg" ] && {test}; then\n'
            f"    {behaviour}\n"
            "  fi\n"
            "done\n"
            f'exec {real} "$@"\n'
        )
        script.chmod(0o755)
        monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(script))
        return runs

    return install


OVERFLOW = "echo \"thread '<unknown>' has overflowed its stack\" >&2; kill -ABRT $$"


@pytest.mark.parametrize("instructions", INSTRUCTION_SETS, ids=lambda ids: "+".join(ids))
def test_a_response_that_crashes_ruff_fails_and_every_other_gets_its_verdicts_alone(
    fake_ruff: Any, instructions: list[str]
) -> None:
    fake_ruff(OVERFLOW)
    requests = _requests(instructions, f"# {MARKER}\n{DEEP_SUM}")
    _assert_isolated(requests, culprit=2, reason="overflowed its stack")


@pytest.mark.parametrize(
    ("behaviour", "reason", "options"),
    [
        ("kill -KILL $$", "SIGKILL", {}),
        ("exec sleep 30", "did not finish within 1 s", {"timeout": 1.0}),
        ("echo 'thread main panicked'; exit 0", "JSON", {}),
        ("echo 'internal error' >&2; exit 2", "status 2", {}),
    ],
    ids=["signal", "timeout", "unreadable-output", "error-status"],
)
def test_any_failure_of_a_run_is_narrowed_down_to_its_culprit(
    fake_ruff: Any, behaviour: str, reason: str, options: dict[str, Any]
) -> None:
    fake_ruff(behaviour)
    requests = _requests(["style_3", "library_2", "logic_9"], f"# {MARKER}\nx = 1\n")
    if "timeout" in options:
        requests = requests[:3]  # each level of the search waits out the timeout
    _assert_isolated(requests, culprit=2, reason=reason, **options)


def test_a_file_ruff_reports_it_could_not_lint_fails_instead_of_passing(
    fake_ruff: Any, tmp_path: Path
) -> None:
    """Ruff catches a panic in one file's rules, says so on stderr and carries on."""
    real = ruff_binary()
    script = tmp_path / "panicky"
    script.write_text(
        "#!/bin/sh\n"
        f'{real} "$@"\nstatus=$?\n'
        f"grep -rls {MARKER} . | sed 's/^/error: Panicked while linting /' >&2\n"
        "exit $status\n"
    )
    script.chmod(0o755)
    fake_ruff(f'cd "$arg" && exec {script} "$@"')
    requests = _requests(["style_1", "library_2"], f"# {MARKER}\nx = 1\n")
    results = verify(requests)
    culprit = results[2].verdicts
    assert all(v.passed is False and "Panicked" in (v.error or "") for v in culprit)
    for number in (0, 1, 3, 4):
        assert results[number] == verify([requests[number]])[0]


def test_ruff_failing_on_everything_fails_every_ruff_check_without_a_search(
    fake_ruff: Any,
) -> None:
    runs = fake_ruff("kill -TERM $$", always=True)
    requests = _requests(["style_1", "logic_9"], GOOD) * 4
    results = verify(requests)
    for result in results:
        ruff_verdict, ast_verdict = result.verdicts
        assert ruff_verdict.passed is False
        assert "SIGTERM" in (ruff_verdict.error or "")
        assert "trivial file" in (ruff_verdict.error or "")
        assert ast_verdict.error is None
    assert len(runs.read_text().split()) == 2, "one run and one probe, no search"


def test_a_bundle_configuration_ruff_rejects_is_split_not_failed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Should Ruff ever reject the shared folder's ruff.toml, each check moves to a folder
    of its own: the verdicts are the ones the bundle would have given."""
    requests = _requests(["style_1", "error_1", "library_2"], LONG_LINE)
    expected = verify(requests)
    real = batch_module.ConfigRenderer.render_bundle

    def broken(self: Any, *args: Any) -> str:
        return real(self, *args) + "[lint.no-such-linter]\nanything = 1\n"

    monkeypatch.setattr(batch_module.ConfigRenderer, "render_bundle", broken)
    assert verify(requests) == expected


def _params(instruction: Instruction, rng: random.Random) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for spec in instruction.parameters:
        if spec.choices:
            values[spec.name] = rng.choice(spec.choices)
        elif spec.type == "int" and spec.minimum is not None and spec.maximum is not None:
            values[spec.name] = rng.randint(spec.minimum, spec.maximum)
        elif spec.type == "bool":
            values[spec.name] = rng.random() < 0.5
    return values


def test_verdicts_in_a_mixed_batch_equal_the_verdicts_alone() -> None:
    """Shared folders and per-file ignores change nothing: 48 responses, random instructions
    and parameters, each verdict list equal to the one of that response verified alone."""
    rng = random.Random(17)
    registry = all_instructions()
    codes = [GOOD, BAD, LONG_LINE, GOOD + BAD, "def f(x):\n    return f(x - 1) if x else 0\n"]
    requests = [
        VerifyRequest(
            task_id=str(number),
            response=rng.choice(codes),
            instructions=[
                InstructionSpec(id=item.id, params=_params(item, rng))
                for item in rng.sample(registry, 6)
            ],
        )
        for number in range(48)
    ]
    results = verify(requests)
    assert [result.all_passed for result in results].count(False) > 10
    for request, result in zip(requests, results, strict=True):
        assert result == verify([request])[0], request


def test_verify_command_exits_1_and_names_the_samples_whose_checks_errored(
    fake_ruff: Any, tmp_path: Path
) -> None:
    fake_ruff(OVERFLOW)
    samples = tmp_path / "samples.jsonl"
    crashing = f"# {MARKER}\n{DEEP_SUM}"
    lines = [
        {"task_id": "fine", "response": GOOD, "instructions": ["style_3", "library_2"]},
        {"task_id": "deep", "response": crashing, "instructions": ["style_3", "logic_9"]},
        {"task_id": "long", "response": LONG_LINE, "instructions": ["style_3"]},
    ]
    samples.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "verdicts.jsonl"
    result = CliRunner().invoke(main, ["verify", str(samples), "-o", str(out)])
    assert result.exit_code == ExitCode.FAILED, result.output
    assert f"{samples}:2 (task deep): style_3:" in result.stderr
    assert "overflowed its stack" in result.stderr
    assert "fine" not in result.stderr and "long" not in result.stderr
    written = [ResponseVerdicts.model_validate_json(line) for line in out.read_text().splitlines()]
    assert [[v.passed for v in r.verdicts] for r in written] == [[True, True], [False, True],
                                                                  [False]]  # fmt: skip
    assert written[0] == verify([(GOOD, ["style_3", "library_2"])])[0].model_copy(
        update={"task_id": "fine"}
    )


def test_verify_command_still_exits_0_when_checks_only_fail(tmp_path: Path) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(json.dumps({"response": LONG_LINE, "instructions": ["style_3"]}) + "\n")
    result = CliRunner().invoke(main, ["verify", str(samples), "-o", str(tmp_path / "o.jsonl")])
    assert result.exit_code == ExitCode.OK, result.output
    assert "errored" not in result.output


def test_ruff_threads_get_deep_stacks_unless_the_user_chose(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("RUST_MIN_STACK", raising=False)
    assert batch_module.ruff_environment()["RUST_MIN_STACK"] == str(16 << 20)
    monkeypatch.setenv("RUST_MIN_STACK", "4096")
    assert batch_module.ruff_environment()["RUST_MIN_STACK"] == "4096"


def test_a_check_ruff_could_report_nothing_on_is_decided_without_running_it(
    fake_ruff: Any,
) -> None:
    """Every line within style_3's or doc_1's limit (printable ASCII), or no `%` and no
    `format` under style_6: Ruff could not report, so it is not run, and a Ruff that
    fails on everything cannot touch those verdicts. Anything else still needs Ruff."""
    runs = fake_ruff("kill -TERM $$", always=True)
    short = ["style_3:line_length=79", "doc_1", "style_6"]
    [decided] = verify([VerifyRequest(response=GOOD, instructions=short)])
    assert [(v.passed, v.error, v.target_version is not None) for v in decided.verdicts] == [
        (True, None, True)
    ] * 3
    assert not runs.exists(), "Ruff ran for checks it could report nothing on"
    needing_ruff = [
        BAD,  # a line over 79 characters, `%` formatting
        GOOD.replace("sum", "sum\tof"),  # a tab: not one column wide to Ruff
        GOOD.replace("sum", "sum ({})").replace("first + second", '"{}".format(first)'),
        GOOD.replace("first + second", '"{}".\uff46ormat(first)'),  # NFKC: `.format`
    ]
    results = verify([VerifyRequest(response=code, instructions=short) for code in needing_ruff])
    assert "SIGTERM" in (results[0].verdicts[0].error or "")  # style_3
    assert "SIGTERM" in (results[0].verdicts[2].error or "")  # style_6
    assert "SIGTERM" in (results[1].verdicts[0].error or "")
    assert "SIGTERM" in (results[2].verdicts[2].error or "")
    assert results[2].verdicts[0].error is None  # still short: decided without Ruff
    assert "SIGTERM" in (results[3].verdicts[2].error or "")  # the fullwidth `f` too
    broken = GOOD.replace("return first", "return (first")
    [failed] = verify([VerifyRequest(response=f"{F}python\n{broken}{F}\n", instructions=short)])
    assert all(v.passed is False and v.error_source == "response" for v in failed.verdicts)
