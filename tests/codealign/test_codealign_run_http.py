"""Both CodeAlignBench settings end to end against the fake model server, scripted answers.

The coder answers the plain task with FIRST and any instruction with EDITED; the judge says
yes, except that it never answers the check-edge-cases question in the required form. The
expected rates below follow from the catalog's rules applied to those two programs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from codealign_script import EDITED, FIRST, asked_for_a_change, fenced, scripted_reply
from vibebench.cli import main
from vibebench.codealign import (
    FOLLOWUP,
    PREDEFINED,
    CodeAlignConfig,
    pairwise_view,
    radar_scores,
)
from vibebench.models import RetryPolicy
from vibebench.run import RunOptions, run_codealign
from vibebench.store import RunStore
from vibebench.testing import FakeRequest, FakeServerConfig, fake_openai_server

EXPECTED = {  # entry -> verdict for EDITED (None: the judge never answers properly)
    "add-comments": True,
    "add-type-hints": True,
    "concise-variable-names": True,
    "remove-unused-imports": True,
    "add-test-cases": False,
    "use-enumerate": False,
    "use-list-comprehensions": True,
    "avoid-floating-point-operations": True,
    "check-edge-cases": None,
}
TASKS = 2


def _config(url: str, **changes: object) -> CodeAlignConfig:
    settings: dict[str, object] = {
        "name": "ca",
        "benchmarks": ("embedded",),
        "models": (f"coder=openai-compatible:{url}@coder",),
        "judge": f"judge=openai-compatible:{url}@judge",
        "k": 20,
        "limit": TASKS,
    }
    settings.update(changes)
    return CodeAlignConfig(**settings)


def _options(tmp_path: Path) -> RunOptions:
    retry = RetryPolicy(max_attempts=1, timeout_s=10)
    return RunOptions(store_path=tmp_path / "ca.sqlite", show_progress=False, retry=retry)


def _counts(server) -> dict[str, int]:
    counts: dict[str, int] = {}
    for request in server.stats.requests:
        counts[request.model] = counts.get(request.model, 0) + 1
    return counts


def test_both_settings_run_end_to_end_with_rates_per_type(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        summary = run_codealign(_config(server.base_url), _options(tmp_path))
        counts = _counts(server)
        followups = [
            r
            for r in server.stats.requests
            if r.model == "coder" and any(role == "assistant" for role, _ in r.messages)
        ]
        judge_prompts = [r.messages[1][1] for r in server.stats.requests if r.model == "judge"]
    problems = len(EXPECTED)
    assert counts["coder"] == TASKS + TASKS * problems * 2
    assert counts["judge"] == TASKS * 2 * (1 + 3)  # concise once, edge cases three attempts
    assert len(followups) == TASKS * problems
    assert all(f"```python\n{FIRST}```" in r.messages[2][1] for r in followups)
    assert sum("Code before the requested change" in p for p in judge_prompts) == TASKS * 4
    for setting in (PREDEFINED, FOLLOWUP):
        overall = summary.score("coder", setting, "overall")
        assert (overall.n, overall.passed, overall.errors) == (TASKS * 9, TASKS * 6, TASKS)
        assert summary.score("coder", setting, "cosmetic").rate == pytest.approx(1.0)
        assert summary.score("coder", setting, "structural").rate == pytest.approx(1 / 3)
        assert summary.score("coder", setting, "semantic").rate == pytest.approx(1 / 2)
        assert summary.score("coder", setting, "semantic/correctness").n == TASKS
    radar = radar_scores(summary)
    assert radar[PREDEFINED]["coder"] == pytest.approx(
        {"cosmetic": 1.0, "structural": 1 / 3, "semantic": 0.5, "overall": 2 / 3}
    )


def test_stored_verdicts_name_the_entry_and_errors_never_pass(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        summary = run_codealign(_config(server.base_url), _options(tmp_path))
    with RunStore.open(tmp_path / "ca.sqlite") as store:
        views = [v for v in store.iter_samples(summary.run_id) if v.key.setting != "base"]
    assert {v.key.setting for v in views} == {PREDEFINED, FOLLOWUP}
    for view in views:
        (verdict,) = view.verdicts
        entry_id = view.key.task_id.split("::")[1]
        assert verdict.instruction_id == entry_id
        expected = EXPECTED[entry_id]
        if expected is None:
            assert not verdict.passed
            assert "malformed judge answer after 3 attempts" in verdict.error
        else:
            assert verdict.passed is expected and verdict.error is None


def test_a_rerun_resumes_and_only_retries_the_judge_errors(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        config = _config(server.base_url)
        run_codealign(config, _options(tmp_path))
        before = _counts(server)
        summary = run_codealign(config, _options(tmp_path))
        after = _counts(server)
    assert after["coder"] == before["coder"]
    assert after["judge"] - before["judge"] == TASKS * 2 * 3
    assert summary.score("coder", PREDEFINED, "overall").errors == TASKS


def test_pairwise_view_shows_two_models_code_for_one_instruction(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        url = server.base_url
        models = (f"coder=openai-compatible:{url}@coder", f"lazy=openai-compatible:{url}@lazy")
        config = _config(url, models=models, first_solution="reference")
        summary = run_codealign(config, _options(tmp_path))
        judged = [r for r in server.stats.requests if r.model == "judge"]
    with RunStore.open(tmp_path / "ca.sqlite") as store:
        problems = sorted(
            {
                v.key.task_id
                for v in store.iter_samples(summary.run_id)
                if v.key.model == "lazy" and v.key.task_id.endswith("::add-test-cases")
            }
        )
        task_id = problems[0].split("::")[0]
        view = pairwise_view(
            store,
            summary.run_id,
            task_id=task_id,
            entry_id="add-test-cases",
            setting=FOLLOWUP,
            models=("coder", "lazy"),
        )
    coder, lazy = view.sides
    assert view.instruction == "Create executable test code to verify correctness."
    assert coder.before == lazy.before is not None  # the shared reference solution
    assert coder.after == EDITED and lazy.after == FIRST
    assert coder.passed is False and lazy.passed is False
    assert "no test functions" in coder.reason
    # one judge, shared by both models in one event loop, judged both models' answers
    assert any(f"```python\n{FIRST}```" in r.messages[1][1] for r in judged)
    assert any(f"```python\n{EDITED}```" in r.messages[1][1] for r in judged)
    for model in ("coder", "lazy"):
        assert summary.score(model, PREDEFINED, "overall").n > 0


def test_the_run_command_dispatches_the_codealign_suite(tmp_path: Path) -> None:
    store = tmp_path / "cli.sqlite"
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        url = server.base_url
        result = CliRunner().invoke(
            main,
            [
                "run",
                "--suite",
                "codealign",
                "-b",
                "embedded",
                "--limit",
                str(TASKS),
                "-k",
                "20",
                "-m",
                f"coder=openai-compatible:{url}@coder",
                "--judge",
                f"judge=openai-compatible:{url}@judge",
                "--store",
                str(store),
                "--retries",
                "0",
                "--format",
                "json",
            ],
        )
    assert result.exit_code == 0, result.output
    scores = json.loads(result.output[result.output.index("{") :])["scores"]
    overall = {s["setting"]: s for s in scores if s["group"] == "overall"}
    assert overall[PREDEFINED]["rate"] == pytest.approx(2 / 3)
    assert overall[FOLLOWUP]["errors"] == TASKS
    report = (tmp_path / "codealign.html").read_text()
    assert "CodeAlignBench" in report and "<svg" in report


def test_offline_codealign_run_without_a_judge_draws_only_rule_entries(tmp_path: Path) -> None:
    store = tmp_path / "offline.sqlite"
    result = CliRunner().invoke(
        main,
        [
            "run",
            "--suite",
            "codealign",
            "--limit",
            "3",
            "--store",
            str(store),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "codealign-predefined" in result.output
    with RunStore.open(store) as opened:
        (run,) = opened.list_runs()
        assert run.name == "codealign"
        verdicts = [v for view in opened.iter_samples(run.run_id) for v in view.verdicts]
    assert verdicts and all(v.params["method"] == "rule" for v in verdicts)
    assert all(v.error is None for v in verdicts)


def _dropping_reply(request: FakeRequest) -> str:
    """A coder that answers every instruction by throwing the solution away."""
    if request.model == "judge":
        return scripted_reply(request)
    return fenced("x = 1\n" if asked_for_a_change(request) else FIRST)


def test_an_answer_that_drops_the_entry_point_follows_no_instruction(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=_dropping_reply)) as server:
        summary = run_codealign(_config(server.base_url), _options(tmp_path))
    with RunStore.open(tmp_path / "ca.sqlite") as store:
        views = [v for v in store.iter_samples(summary.run_id) if v.key.setting != "base"]
    assert len(views) == TASKS * len(EXPECTED) * 2
    for view in views:
        (verdict,) = view.verdicts
        assert not verdict.passed
        assert verdict.diagnostics[0]["reason"] == "the answer no longer defines `task_func`"


@pytest.mark.parametrize(
    ("code", "entry_point", "kept"),
    [
        ("def task_func():\n    return 1\n", "task_func", True),
        ("class Solution:\n    def twoSum(self):\n        pass\n", "twoSum", True),
        ("x = 1\n", "task_func", False),
        ("def helper():\n    pass\n", "task_func", False),
        ("print(input())\n", None, True),
    ],
)
def test_defines_entry_point(code: str, entry_point: str | None, kept: bool) -> None:
    from vibebench.codealign._helpers import defines_entry_point

    assert defines_entry_point(code, entry_point) is kept
