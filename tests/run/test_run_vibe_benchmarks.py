"""`vibebench run -b bigvibebench|livevibebench|humanvibeeval`, offline on hub-format files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench.augment import read_augmented
from vibebench.augment._rules import RULES_SELECTOR_VERSION
from vibebench.cli import main
from vibebench.errors import ConfigError
from vibebench.run import RunConfig, default_augmentation, load_run_tasks
from vibebench.store import RunStore


@pytest.fixture
def bcb_file(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "BCB.jsonl", bigcodebench_records(3))


@pytest.fixture
def lcb_file(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "LCB.jsonl", livecodebench_records(4, with_references=True))


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["run", *args, "--no-report", "--format", "json"])
    return result.exit_code, result.stdout if result.exit_code == 0 else result.output


@pytest.mark.parametrize(
    ("bench_name", "fixture", "tasks"),
    [("bigvibebench", "bcb_file", 3), ("livevibebench", "lcb_file", 4)],
)
def test_a_vibe_benchmark_runs_end_to_end_on_a_hub_format_file(
    bench_name: str, fixture: str, tasks: int, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    data = request.getfixturevalue(fixture)
    store = tmp_path / "runs" / "runs.sqlite"
    args = ["-b", bench_name, "--data-file", str(data), "-m", "reference", "-k", "2"]
    code, output = _run(*args, "--store", str(store))
    assert code == 0, output
    (summary,) = json.loads(output)
    assert summary["samples"] == tasks * 5 and summary["errors"] == 0
    assert {row["pass_at_1"] for row in summary["rows"]} == {1.0}
    (cached,) = (store.parent / "augmented").glob(f"{bench_name}-*.jsonl")
    assert f"-rules{RULES_SELECTOR_VERSION}-seed0-k5" in cached.name
    assert read_augmented(cached).header.benchmark == bench_name
    stamp = cached.stat().st_mtime_ns

    code, output = _run(*args, "--store", str(store))  # resumes; the cache is read, not rebuilt
    assert code == 0, output
    assert cached.stat().st_mtime_ns == stamp
    with RunStore.open(store) as opened:
        (run,) = opened.list_runs()
    assert run.config["benchmarks"] == [bench_name]
    assert run.config["data_files"] == [str(data)]
    assert run.config["rule_selector"] == RULES_SELECTOR_VERSION
    assert run.config["calibrated"] == "auto"
    assert run.config["split"] == "instruct"


def test_an_augmented_file_of_ones_own_replaces_the_rule_selector(
    bcb_file: Path, tmp_path: Path
) -> None:
    augmented = tmp_path / "mine.jsonl"
    built = CliRunner().invoke(
        main,
        ["augment", "bigcodebench", "--data-file", str(bcb_file), "-k", "2", "-o", str(augmented)],
    )
    assert built.exit_code == 0, built.output
    store = tmp_path / "runs.sqlite"
    common = ["-b", "bigvibebench", "--data-file", str(bcb_file), "-m", "reference"]
    code, output = _run(*common, "-a", str(augmented), "-k", "2", "--store", str(store))
    assert code == 0, output
    assert not (tmp_path / "augmented").exists()


def test_humanvibeeval_is_humaneval_with_its_shipped_instructions(tmp_path: Path) -> None:
    config = RunConfig(benchmarks=("humanvibeeval",))
    tasks = load_run_tasks(config, 0)
    assert len(tasks) == 164 and tasks[0].id == "HumanEval/0"
    assert default_augmentation(config, 0, tasks, tmp_path) is None  # the shipped file
    code, output = _run(
        "-b", "humanvibeeval", "-m", "reference", "--limit", "1", "-k", "1",
        "--store", str(tmp_path / "r.sqlite"),
    )  # fmt: skip
    assert code == 0, output


def test_split_picks_bigcodebenchs_prompt_and_options_reach_the_loader(bcb_file: Path) -> None:
    config = RunConfig(benchmarks=("bigvibebench",), data_files=(str(bcb_file),))
    (instruct, *_) = load_run_tasks(config, 0)
    assert instruct.default_prompt == "instruct" and not instruct.calibrated
    complete = RunConfig(
        benchmarks=("bigvibebench",),
        data_files=(str(bcb_file),),
        split="complete",
        benchmark_options=("subset=hard", "version=v0.1.3"),
    )
    (task, *_) = load_run_tasks(complete, 0)
    assert task.default_prompt == "complete" and task.calibrated  # completion-style: auto on
    assert (task.metadata["subset"], task.metadata["version"]) == ("hard", "v0.1.3")
    off = complete.model_copy(update={"calibrated": "off"})
    assert not load_run_tasks(off, 0)[0].calibrated


def test_loader_options_go_only_to_the_benchmarks_that_take_them(
    bcb_file: Path, lcb_file: Path
) -> None:
    config = RunConfig(
        benchmarks=("bigvibebench", "livevibebench"),
        data_files=(str(bcb_file), str(lcb_file)),
        benchmark_options=("start_date=2024-03-01", "subset=hard"),
    )
    assert load_run_tasks(config, 0)[0].metadata["subset"] == "hard"
    late = load_run_tasks(config, 1)
    assert late and all(task.metadata["contest_date"] >= "2024-03-01" for task in late)
    assert len(late) < 4


@pytest.mark.parametrize(
    ("update", "message"),
    [
        ({"data_files": ("a.jsonl", "b.jsonl")}, "one --data-file per --benchmark"),
        ({"benchmark_options": ("colour=blue",)}, "apply to none of"),
        ({"benchmark_options": ("subset",)}, "not KEY=VALUE"),
        ({"benchmark_options": ("prompt=complete",)}, "--split"),
    ],
)
def test_bad_benchmark_input_is_a_config_error(
    bcb_file: Path, update: dict[str, object], message: str
) -> None:
    config = RunConfig(benchmarks=("bigvibebench",), data_files=(str(bcb_file),))
    with pytest.raises(ConfigError, match=message):
        load_run_tasks(config.model_copy(update=update), 0)


def test_bad_benchmark_input_exits_2_before_any_request(tmp_path: Path, bcb_file: Path) -> None:
    store = tmp_path / "r.sqlite"
    args = ["-b", "bigvibebench", "--data-file", str(bcb_file), "--data-file", str(bcb_file)]
    code, output = _run(*args, "-m", "reference", "--store", str(store))
    assert code == 2
    assert "one --data-file per --benchmark" in output


def _body_replay(path: Path, count: int) -> Path:
    """Fenced HumanEval completions (the canonical bodies, without the prompt)."""
    from vibebench.tasks import load_benchmark

    rows = []
    for task in load_benchmark("humaneval")[:count]:
        body = (task.reference_solution or "")[len(task.code_prefix) :]
        rows.append(
            {"task_id": task.id, "setting": "base", "k": 0, "response": f"```python\n{body}```"}
        )
    return write_jsonl(path, rows)


def test_completion_only_samples_pass_only_when_calibrated(tmp_path: Path) -> None:
    replay = _body_replay(tmp_path / "bodies.jsonl", 3)
    common = ["-b", "humaneval", "-m", f"replay:{replay}", "-s", "base", "--limit", "3"]
    rates = {}
    for name, flag in (("default", ()), ("off", ("--no-calibrated",)), ("on", ("--calibrated",))):
        code, output = _run(*common, *flag, "--store", str(tmp_path / f"{name}.sqlite"))
        assert code == 0, output
        (summary,) = json.loads(output)
        rates[name] = summary["rows"][0]["pass_at_1"]
    assert rates == {"default": 1.0, "off": 0.0, "on": 1.0}
