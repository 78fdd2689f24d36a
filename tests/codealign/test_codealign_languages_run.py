"""CodeAlignBench in Java and JavaScript end to end: reference baseline, scripted model, report."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from codealign_script import asked_for_a_change
from vibebench.cli import main
from vibebench.codealign import FOLLOWUP, CodeAlignConfig
from vibebench.errors import ConfigError
from vibebench.models import RetryPolicy
from vibebench.run import RunOptions, run_codealign
from vibebench.store import RunStore
from vibebench.tasks import write_tasks_jsonl
from vibebench.tasks._translated import load_translated
from vibebench.testing import FakeRequest, FakeServerConfig, fake_openai_server

RECURSIVE = """public class Solution {
    public static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }
}
"""
ITERATIVE = """public class Solution {
    public static int fib(int n) {
        int[] table = new int[n + 2];
        table[1] = 1;
        for (int i = 2; i <= n; i++) {
            table[i] = table[i - 1] + table[i - 2];
        }
        return table[n];
    }
}
"""


def _run(store: Path, *options: str) -> str:
    args = ["run", "--suite", "codealign", "--store", str(store), "--no-report", *options]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    return result.output


def test_run_codealign_in_java_and_javascript_on_the_reference_with_tests_in_the_sandbox(
    tmp_path: Path,
) -> None:
    store = tmp_path / "runs.sqlite"
    _run(store, "--limit", "2")
    for language in ("java", "javascript"):
        output = _run(
            store, "-b", "embedded", "-b", "humaneval", "--limit", "2", "--language", language
        )
        assert f"{language}, codealign-predefined" in output
    with RunStore.open(store) as opened:
        runs = {run.name: run for run in opened.list_runs()}
        assert set(runs) == {"codealign", "codealign-java", "codealign-javascript"}
        for language in ("java", "javascript"):
            views = [
                v
                for v in opened.iter_samples(runs[f"codealign-{language}"].run_id)
                if v.key.setting != "base"
            ]
            assert views and all(v.key.task_id.startswith(f"{language}/") for v in views)
            assert all(v.execution is not None and v.execution.passed for v in views)
            assert all(v.verdicts[0].params["method"] == "rule" for v in views)
            assert not any(v.verdicts[0].passed for v in views)  # unchanged code follows nothing
    report = CliRunner().invoke(
        main,
        [
            "report",
            "codealign",
            "codealign-java",
            "codealign-javascript",
            "--store",
            str(store),
            "--format",
            "md",
        ],
    )
    for title in (
        "Python, predefined",
        "Java, follow-up",
        "JavaScript, predefined",
        "the paper's tests per language",
        "Wilcoxon signed-rank",
        "Friedman across",
    ):
        assert title in report.output, title


def _coder(request: FakeRequest) -> str:
    """The plain task gets the recursive fib, any instruction the iterative one."""
    code = ITERATIVE if asked_for_a_change(request) else RECURSIVE
    return f"Here it is:\n\n```java\n{code}```\n"


def test_a_scripted_model_is_asked_in_java_and_judged_by_the_java_rules(tmp_path: Path) -> None:
    (task,) = [t for t in load_translated("humaneval", "java") if t.id == "java/HumanEval/55"]
    tasks = tmp_path / "fib-java.jsonl"
    write_tasks_jsonl([task], tasks)
    options = RunOptions(
        store_path=tmp_path / "ca.sqlite",
        show_progress=False,
        retry=RetryPolicy(max_attempts=1, timeout_s=10),
    )
    with fake_openai_server(FakeServerConfig(reply=_coder)) as server:
        config = CodeAlignConfig(
            benchmarks=(str(tasks),),
            k=20,
            models=(f"coder=openai-compatible:{server.base_url}@coder",),
        )
        summary = run_codealign(config, options)
        requests = list(server.stats.requests)
    assert requests[0].messages[0][1].startswith("You are an expert Java programmer")
    followup = [r for r in requests if any(role == "assistant" for role, _ in r.messages)]
    assert followup and "```java block" in followup[0].messages[-1][1]
    with RunStore.open(options.store_path) as store:
        views = {
            (v.key.task_id.split("::")[1], v.key.setting): v
            for v in store.iter_samples(summary.run_id)
            if v.key.setting != "base"
        }
    for setting in ("codealign-predefined", FOLLOWUP):
        assert views[("avoid-recursion", setting)].verdicts[0].passed
        assert views[("use-iterative-dp", setting)].verdicts[0].passed
        assert views[("avoid-recursion", setting)].execution.passed
    overall = summary.score("coder", FOLLOWUP, "overall", "java")
    assert overall is not None and overall.language == "java" and overall.n == len(views) // 2
    assert {t.language for t in summary.tests} == {"java"}


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown languages"):
        run_codealign(
            CodeAlignConfig(languages=("rust",)),
            RunOptions(store_path=tmp_path / "x.sqlite", show_progress=False),
        )
