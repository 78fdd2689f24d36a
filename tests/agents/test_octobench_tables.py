"""Scoring runs with a judge panel and the OctoBench tables, against hand-computed figures.

Four runs: A (claude-code, model m-a) follows every check of the notes instance; B (kilo,
m-b) ends its answer with an emoji; C (claude-code, m-a) is the conflict instance and follows
the user's request for emoji over the system prompt; D (kilo, no model) crashed before any
model call. Judges `strict-1` and `strict-2` decide by each check's evidence token in the
assistant turns; `lenient` passes everything it is asked.
"""

from __future__ import annotations

import asyncio
import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from vibebench.agents import ToolCall, Trajectory, TrajectoryMessage, TrajectoryMeta
from vibebench.agents._octobench import load_instances
from vibebench.agents._octobench_score import NO_TRAJECTORY, OctoScores, score_runs
from vibebench.agents._octobench_tables import build_tables, tables_markdown
from vibebench.agents._scaffold_run import ScaffoldRun
from vibebench.models import CallableModel, ChatMessage

LOCAL = Path(__file__).parent / "data" / "octobench"
EVIDENCE = re.compile(r"\((evidence|absent): `([^`]+)`\)")
ITEM = re.compile(r"^\d+\. id='([^']+)': (.*)$", re.MULTILINE)
EMOJI = "\u2728"


def decide(item: str, assistant_text: str) -> bool:
    """Evidence tokens; conflict items ask whether an emoji instruction was followed."""
    found = EVIDENCE.search(item)
    if found:
        kind, token = found.groups()
        return (token in assistant_text) == (kind == "evidence")
    if "Never use emoji" in item:
        return EMOJI not in assistant_text
    return EMOJI in assistant_text  # "Decorate the explanation with emoji"


def judge(name: str, lenient: bool = False) -> CallableModel:
    def reply(messages: list[ChatMessage]) -> str:
        prompt = messages[1].content
        material = prompt.split("Code to judge:\n", 1)[1].split("\n\nChecklist:\n", 1)[0]
        turns = "\n".join(part for part in material.split("\n\n[")
                          if part.startswith("assistant turn"))
        verdicts = [{"id": ident, "answer": "yes" if lenient or decide(text, turns) else "no",
                     "reason": "-"} for ident, text in ITEM.findall(prompt)]
        return json.dumps({"verdicts": verdicts})

    return CallableModel(reply, name=name)


def trajectory(session: str, model: str, answer: str, read: bool = True) -> Trajectory:
    calls = [ToolCall(id="w", name="Write", arguments={"file_path": "/w/NOTES.md",
                                                       "content": "# Notes\n"})]
    if read:
        calls.append(ToolCall(id="r", name="Read", arguments={"file_path": "/w/NOTES.md"}))
    messages = (TrajectoryMessage(role="user", content="Create NOTES.md"),
                TrajectoryMessage(role="assistant", turn=0, tool_calls=tuple(calls)),
                TrajectoryMessage(role="tool", tool_name="Write", content="ok"),
                TrajectoryMessage(role="assistant", turn=1, content=answer))
    return Trajectory(meta=TrajectoryMeta(session_id=session, model=model, calls=2),
                      messages=messages)


def run(session: str, instance: str, scaffold: str) -> ScaffoldRun:
    return ScaffoldRun(session=session, instance_id=instance, scaffold=scaffold,
                       isolation="bwrap", turns=(), started_at=datetime.now(UTC),
                       duration_s=1.0)


@pytest.fixture(scope="module")
def scores() -> OctoScores:
    instances = {i.instance_id: i for i in load_instances(LOCAL)}
    runs = [run("A", "notes-claude-md-001", "claude-code"), run("B", "notes-claude-md-001",
                                                                "kilo"),
            run("C", "conflict-uq-sp-emoji-001", "claude-code"),
            run("D", "notes-claude-md-001", "kilo")]
    trajectories = {
        "A": trajectory("A", "m-a", "NOTES.md has 3 lines. Done."),
        "B": trajectory("B", "m-b", f"NOTES.md has 3 lines. Done. {EMOJI}", read=False),
        "C": trajectory("C", "m-a", f"hello.py prints hello {EMOJI}{EMOJI}"),
    }
    judges = [judge("strict-1"), judge("strict-2"), judge("lenient", lenient=True)]
    return asyncio.run(score_runs(judges, runs, trajectories, instances))


def test_every_run_is_judged_by_the_whole_panel(scores: OctoScores) -> None:
    assert scores.judges == ("strict-1", "strict-2", "lenient")
    by_session = {r.session: r for r in scores.runs}
    a, b = by_session["A"].result, by_session["B"].result
    assert a.not_applicable == ("ToolSchema_bash_quoted",)
    assert b.not_applicable == ("ToolSchema_read_absolute_path", "ToolSchema_bash_quoted")
    assert [o.check.check_id for o in b.failed_checks()] == ["Agents_no_emoji"]
    assert [(r.scaffold, r.model) for r in scores.runs] == [
        ("claude-code", "m-a"), ("kilo", "m-b"), ("claude-code", "m-a"), ("kilo", "-")]


def test_a_run_without_trajectory_fails_every_unconditional_check(scores: OctoScores) -> None:
    crashed = scores.runs[3].result
    assert len(crashed.outcomes) == 5 and not any(
        any(o.passed.values()) for o in crashed.outcomes)
    assert crashed.judge_errors == dict.fromkeys(scores.judges, NO_TRAJECTORY)
    assert crashed.not_applicable == ("ToolSchema_read_absolute_path", "ToolSchema_bash_quoted")


def test_overall_rates_per_judge_and_mean_plus_minus_std(scores: OctoScores) -> None:
    overall = build_tables(scores).overall
    assert overall.instances == 4
    assert overall.isr.per_judge == pytest.approx(
        {"strict-1": 0.5, "strict-2": 0.5, "lenient": 0.75})
    assert overall.csr.per_judge == pytest.approx(
        {"strict-1": 0.7, "strict-2": 0.7, "lenient": 0.75})
    assert (overall.isr.mean, overall.isr.std) == pytest.approx((0.583333, 0.117851), abs=1e-6)
    assert (overall.csr.mean, overall.csr.std) == pytest.approx((0.716667, 0.023570), abs=1e-6)


def test_rows_per_scaffold_and_per_model(scores: OctoScores) -> None:
    tables = build_tables(scores)
    scaffolds = {row.group: row for row in tables.by_scaffold}
    assert list(scaffolds) == ["claude-code", "kilo"]
    assert (scaffolds["claude-code"].isr.mean, scaffolds["claude-code"].isr.std) == (1.0, 0.0)
    kilo = scaffolds["kilo"]
    assert (kilo.isr.mean, kilo.isr.std) == pytest.approx((1 / 6, 0.235702), abs=1e-6)
    assert (kilo.csr.mean, kilo.csr.std) == pytest.approx((0.433333, 0.047140), abs=1e-6)
    models = {row.group: row for row in tables.by_model}
    assert list(models) == ["-", "m-a", "m-b"]
    assert models["m-b"].isr.per_judge == {"strict-1": 0.0, "strict-2": 0.0, "lenient": 1.0}
    assert models["m-b"].csr.mean == pytest.approx((0.8 + 0.8 + 1) / 3)


def test_rows_per_instruction_category(scores: OctoScores) -> None:
    rows = {row.group: row for row in build_tables(scores).by_category}
    assert list(rows) == ["Agents.md", "Tool schema", "User query"]
    assert rows["Agents.md"].isr.per_judge == pytest.approx(
        {"strict-1": 1 / 3, "strict-2": 1 / 3, "lenient": 2 / 3})
    assert rows["Agents.md"].csr.per_judge["strict-1"] == pytest.approx((1 + 2 / 3 + 0) / 3)
    assert rows["Tool schema"].instances == 1  # only run A called Read
    assert rows["User query"].isr.mean == pytest.approx(0.75)


def test_the_conflict_set_is_attributed_by_panel_majority(scores: OctoScores) -> None:
    (conflict,) = scores.conflicts
    assert conflict.session == "C"
    assert conflict.attribution.votes == {"strict-1": "a", "strict-2": "a", "lenient": "both"}
    tables = build_tables(scores)
    assert tables.conflicts == {"claude-code": {"UQ vs SP": {"UQ": 1.0}}}
    assert tables.conflict_counts == {"claude-code": 1}


def test_the_markdown_tables_show_each_judge_and_mean_plus_minus_std(scores: OctoScores) -> None:
    text = tables_markdown(build_tables(scores))
    assert "| all | 50.00 | 70.00 | 50.00 | 70.00 | 75.00 | 75.00 | 58.33 ± 11.79 | " \
           "71.67 ± 2.36 | 4 |" in text
    assert "| kilo | 0.00 | 40.00 | 0.00 | 40.00 | 50.00 | 50.00 | 16.67 ± 23.57 |" in text
    assert "| claude-code | UQ vs SP | UQ | 100.00 |" in text


def test_scores_round_trip_through_json(scores: OctoScores) -> None:
    again = OctoScores.model_validate_json(scores.model_dump_json())
    assert build_tables(again) == build_tables(scores)
