"""`vibebench conv2bench build | eval | compare` end to end over real HTTP on 127.0.0.1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from conv_script import CANDIDATES, candidate_reply, judge_reply, pipeline_reply
from test_conv_evaluate import EXPECTED

from vibebench.cli import main
from vibebench.judge import JUDGE_SYSTEM_PROMPT
from vibebench.testing import FakeRequest, FakeServerConfig, fake_openai_server


def _route(request: FakeRequest) -> str:
    """One server plays the pipeline model, the candidates and two judges, by model name."""
    messages = list(request.messages)
    if request.model == "pipeline":
        return pipeline_reply(messages)
    if request.model.startswith("judge"):
        assert messages[0][1] == JUDGE_SYSTEM_PROMPT
        return judge_reply(messages, blind=request.model == "judge-b")
    skill, fixes = CANDIDATES[request.model]
    return candidate_reply(skill, fixes, messages[-1][1])


def _spec(server, model: str) -> str:
    return f"{model}=openai-compatible:{server.base_url}@{model}"


@pytest.fixture
def server():
    with fake_openai_server(FakeServerConfig(reply=_route)) as running:
        yield running


def test_build_eval_compare_from_a_conversation_file(
    server, tmp_path: Path, data_dir: Path
) -> None:
    runner = CliRunner()
    bench, records = tmp_path / "bench.jsonl", tmp_path / "records.jsonl"
    built = runner.invoke(main, ["conv2bench", "build", str(data_dir / "mixed.jsonl"),
                                 "-o", str(bench), "-m", _spec(server, "pipeline"),
                                 "--dropped", str(tmp_path / "dropped.jsonl"),
                                 "--format", "json"])
    assert built.exit_code == 0, built.output
    counts = json.loads(built.stdout)
    assert counts["kept"] == 3 and counts["checklist_items"] == 7
    assert counts["feedback_items"] == 2
    tags = [item["source"] for line in bench.read_text().splitlines()
            for item in json.loads(line)["checklist"]]
    assert tags == ["I", "I", "F5", "I", "I", "F3", "I"]
    assert len((tmp_path / "dropped.jsonl").read_text().splitlines()) == 5

    models = [arg for label in CANDIDATES for arg in ("-m", _spec(server, label))]
    judges = ["-j", _spec(server, "judge-a"), "-j", _spec(server, "judge-b")]
    evaluated = runner.invoke(main, ["conv2bench", "eval", str(bench), *models, *judges,
                                     "-o", str(records), "--format", "json"])
    assert evaluated.exit_code == 0, evaluated.output
    analysis = json.loads(evaluated.stdout)
    scores = {(s["model"], s["variant"]): s["interval"] for s in analysis["scores"]}
    for key, value in EXPECTED.items():
        assert scores[key]["score"] == pytest.approx(value), key
        assert scores[key]["low"] <= value <= scores[key]["high"]

    reference = tmp_path / "reference.csv"
    reference.write_text("model,bcb_instruct,bcb_complete\nstrong,60,50\nmid,45,52\n"
                         "weak,30,20\nnone,10,-\n")
    compared = runner.invoke(main, ["conv2bench", "compare", str(records), "--reference",
                                    str(reference), "--format", "json"])
    assert compared.exit_code == 0, compared.output
    result = json.loads(compared.stdout)
    found = {(c["variant"], c["reference"]): c for c in result["correlations"]}
    assert found[("full", "bcb_instruct")]["spearman"] == pytest.approx(1.0)
    assert found[("full", "bcb_instruct")]["spearman_p"] == pytest.approx(2 / 24)
    assert found[("full", "bcb_complete")]["models"] == ["mid", "strong", "weak"]
    assert found[("full", "bcb_complete")]["spearman"] == pytest.approx(0.5)

    table = runner.invoke(main, ["conv2bench", "compare", str(records), "--reference",
                                 str(reference)])
    assert table.exit_code == 0
    assert "instructions-only vs bcb_instruct (4 models): Spearman rho = 0.949" in table.output
    assert "full vs bcb_complete (3 models): Spearman rho = 0.500" in table.output
    for section in ("Judge agreement between judges", "Verbosity",
                    "Rank stability (full, cluster bootstrap"):
        assert section in table.output

    # Beside every score: judge reliability (between judges here), verbosity, rank stability.
    assert analysis["reliability_basis"] == "judge pairs"
    assert {(r["judge"], r["against"]) for r in analysis["reliability"]} == {("judge-a",
                                                                              "judge-b")}
    assert [e["judge"] for e in analysis["variants"][0]["length_effects"]] == [
        "judge-a", "judge-b", "panel"]
    assert [run["method"] for run in result["variants"][0]["stability"]] == ["cluster"]

    gold = tmp_path / "gold.csv"
    gold.write_text("model,item_id,item,label\nstrong,fib,1,1\nstrong,fib,2,1\n"
                    "strong,fib,3,1\nweak,fib,1,1\nweak,fib,2,0\nweak,fib,3,0\n")
    labelled = runner.invoke(main, ["conv2bench", "compare", str(records), "--reference",
                                    str(reference), "--gold", str(gold), "--subsample", "2",
                                    "--resamples", "200", "--format", "json"])
    assert labelled.exit_code == 0, labelled.output
    labelled_result = json.loads(labelled.stdout)
    assert labelled_result["reliability_basis"] == "human labels"
    rows = {(r["judge"], r["subset"]): r["agreement"] for r in labelled_result["reliability"]}
    assert rows[("judge-a", "all")]["accuracy"] == 1.0 and rows[("judge-a", "all")]["points"] == 6
    assert rows[("judge-b", "all")]["accuracy"] == pytest.approx(5 / 6)  # blind to docstrings
    stability = labelled_result["variants"][0]["stability"]
    assert [(run["method"], run["size"], run["resamples"]) for run in stability] == [
        ("cluster", 3, 200), ("subsample", 2, 200)]


def test_eval_resumes_without_asking_again(server, tmp_path: Path, data_dir: Path) -> None:
    runner = CliRunner()
    bench, records = tmp_path / "bench.jsonl", tmp_path / "records.jsonl"
    runner.invoke(main, ["conv2bench", "build", str(data_dir / "plain.jsonl"), "-o", str(bench),
                         "-m", _spec(server, "pipeline")])
    args = ["conv2bench", "eval", str(bench), "-m", _spec(server, "mid"),
            "-j", _spec(server, "judge-a"), "-o", str(records)]
    assert runner.invoke(main, args).exit_code == 0
    asked = server.stats.total
    again = runner.invoke(main, args)
    assert again.exit_code == 0, again.output
    assert server.stats.total == asked
    assert len(records.read_text().splitlines()) == 1
    assert "mid" in again.output


def test_unreadable_input_is_a_usage_error_naming_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "a", "messages": [{"role": "user", "content": "x"}]}\n{oops\n')
    result = CliRunner().invoke(main, ["conv2bench", "build", str(bad), "-o",
                                       str(tmp_path / "o.jsonl"), "-m", "openai-compatible:"
                                       "http://127.0.0.1:9/v1@m"])
    assert result.exit_code == 2
    assert f"{bad}:2" in result.output


def test_failed_model_calls_exit_1_and_are_listed(tmp_path: Path, data_dir: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=_route, fault_rates={"bad_request": 1.0})) as s:
        result = CliRunner().invoke(main, [
            "conv2bench", "build", str(data_dir / "plain.jsonl"), "-o", str(tmp_path / "b.jsonl"),
            "-m", _spec(s, "pipeline"), "--dropped", str(tmp_path / "d.jsonl")])
    assert result.exit_code == 1
    dropped = [json.loads(line) for line in (tmp_path / "d.jsonl").read_text().splitlines()]
    assert {d["conversation_id"]: d["error"] for d in dropped} == {
        "fib": True, "breakup": True, "poem": False}


@pytest.mark.parametrize("option", ["-m", "-j"])
def test_a_label_given_twice_exits_2_before_any_call(server, tmp_path: Path, option: str) -> None:
    """Records and verdicts are keyed by label: a repeated one would silently hide the other."""
    bench = tmp_path / "bench.jsonl"
    bench.write_text('{"item_id": "a", "instruction": "Write `f`.", "checklist": '
                     '[{"question": "Does the code contain `f`?", "source": "I"}]}\n')
    twice = [option, f"x=openai-compatible:{server.base_url}@strong",
             option, f"x=openai-compatible:{server.base_url}@weak"]
    other = ["-j", _spec(server, "judge-a")] if option == "-m" else ["-m", _spec(server, "mid")]
    result = CliRunner().invoke(main, ["conv2bench", "eval", str(bench), *twice, *other,
                                       "-o", str(tmp_path / "records.jsonl")])
    assert result.exit_code == 2, result.output
    assert "model label(s) x given twice" in result.output
    assert server.stats.total == 0
    assert not (tmp_path / "records.jsonl").exists()
