"""Checklist generation: proposals per trajectory, parsed leniently, merged into one."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from vibebench.agents import ToolCall, Trajectory, TrajectoryMessage, TrajectoryMeta
from vibebench.agents._checklist_gen import (
    checklist_json,
    generate_checklist,
    parse_proposal,
    present_categories,
    propose_checklist,
)
from vibebench.agents._io import parse_checklist
from vibebench.agents._octobench import OctoInstance, load_instances
from vibebench.errors import ModelError
from vibebench.models import CallableModel, ChatMessage

LOCAL = Path(__file__).parent / "data" / "octobench"
TOOLS = ({"type": "function", "function": {"name": "Write", "parameters": {}}},)


def _instance(name: str) -> OctoInstance:
    (instance,) = load_instances(LOCAL / name)
    return instance


def _trajectory(session: str, answer: str = "Done.") -> Trajectory:
    messages = (
        TrajectoryMessage(role="system", content="You are a coding agent."),
        TrajectoryMessage(role="user", content="<system-reminder>Keep it secret.</system-reminder>"
                                               " Create NOTES.md"),
        TrajectoryMessage(role="assistant", turn=0, tool_calls=(
            ToolCall(id="t1", name="Write", arguments={"file_path": "/w/NOTES.md"}),)),
        TrajectoryMessage(role="tool", tool_name="Write", content="ok"),
        TrajectoryMessage(role="assistant", turn=1, content=answer),
    )
    return Trajectory(meta=TrajectoryMeta(session_id=session, calls=2), tools=TOOLS,
                      messages=messages)


PROPOSAL = {
    "System Prompt": {"description": "identity", "checks": [
        {"check_id": "role", "description": "Check if the assistant acted as a coding agent",
         "check_type": "compliance"}]},
    "CLAUDE.md": {"description": "project rules", "checks": [
        {"check_id": "Agents_no_emoji", "description": "Check whether the assistant used no "
                                                       "emoji", "check_type": "style"},
        {"check_id": "Agents_no_emoji", "description": "Check whether every Markdown file "
                                                       "starts with a heading"},
        {"description": ""}, "not a check"]},
    "Memory": {"description": "no memory here", "checks": [
        {"check_id": "Memory_x", "description": "Check whether the assistant resumed"}]},
    "Vibes": {"checks": [{"description": "Check whether it felt right"}]},
    "Tool schema": {"checks": [{"check_id": "ToolSchema_abs", "when_tool": "Write",
                                "description": "Check whether Write got an absolute path"}]},
}


def test_a_proposal_is_parsed_leniently_and_kept_to_present_sources() -> None:
    reply = "Here it is:\n```json\n" + json.dumps(PROPOSAL) + "\n```"
    categories = present_categories(_instance("notes-claude-md"), [_trajectory("s")])
    assert categories == ["SP", "System reminder", "User query", "Agents.md", "Tool schema"]
    checklist, notes = parse_proposal(reply, categories)
    assert list(checklist.categories) == ["SP", "Agents.md", "Tool schema"]  # taxonomy order
    flat = [(name, c.check_id, c.check_type, c.when_tool) for name, c in checklist.flat()]
    assert flat == [("SP", "SP_role", "compliance", None),
                    ("Agents.md", "Agents_no_emoji", "compliance", None),
                    ("Agents.md", "Agents_no_emoji_2", "compliance", None),
                    ("Tool schema", "ToolSchema_abs", "compliance", "Write")]
    assert checklist.flat()[0][1].description.startswith("Check whether the assistant acted")
    assert notes == ["dropped category 'Memory': its source is absent",
                     "dropped category 'Vibes': unknown"]


@pytest.mark.parametrize(("reply", "problem"), [
    ("no json at all", "no JSON object"), ("{broken", "no JSON object"),
    ('{"a": }', "does not parse"), ('{"Memory": {"checks": [{"description": "x"}]}}',
                                    "no usable check")])
def test_an_unusable_proposal_says_why(reply: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        parse_proposal(reply, ["User query"])


def _model(replies: Sequence[str], seen: list[list[ChatMessage]]) -> CallableModel:
    queue = list(replies)

    def answer(messages: list[ChatMessage]) -> str:
        seen.append(messages)
        return queue.pop(0)

    return CallableModel(answer, name="gen")


def test_a_malformed_answer_is_asked_again_with_the_problem() -> None:
    seen: list[list[ChatMessage]] = []
    good = json.dumps({"User query": {"checks": [
        {"check_id": "UserQuery_notes", "description": "Check whether NOTES.md was created"}]}})
    model = _model(["sorry, no", good], seen)
    checklist, _ = asyncio.run(propose_checklist(model, _instance("notes-claude-md"),
                                                 _trajectory("s")))
    assert [c.check_id for _, c in checklist.flat()] == ["UserQuery_notes"]
    assert len(seen) == 2 and "no JSON object" in seen[1][-1].content
    prompt = seen[0][1].content
    assert "Create NOTES.md with a short summary" in prompt  # the specification
    assert "Never use emoji" in prompt  # the policy file
    assert "[assistant turn 0]" in prompt and "(tool call) Write" in prompt  # the trajectory
    assert "- Memory:" not in prompt and "- Agents.md:" in prompt


def test_a_model_that_never_answers_usably_is_a_model_error() -> None:
    model = _model(["no"] * 3, [])
    with pytest.raises(ModelError, match="no usable checklist after 3 attempts"):
        asyncio.run(propose_checklist(model, _instance("notes-claude-md"), _trajectory("s")))


def _proposal(*descriptions: str) -> str:
    return json.dumps({"User query": {"description": "task", "checks": [
        {"check_id": f"UserQuery_{n}", "description": d} for n, d in enumerate(descriptions)]}})


def test_proposals_from_every_trajectory_are_deduplicated_then_merged_by_the_model() -> None:
    seen: list[list[ChatMessage]] = []
    merged = _proposal("Check whether NOTES.md was created",
                       "Check whether the answer ends with Done")
    model = _model([_proposal("Check whether NOTES.md was created", "Check whether the "
                              "answer ends with Done"),
                    _proposal("Check whether  notes.md was CREATED!", "Check whether the "
                              "answer ends with the word Done"), merged], seen)
    result = asyncio.run(generate_checklist(model, _instance("notes-claude-md"),
                                            [_trajectory("a"), _trajectory("b")]))
    assert result.proposals == 2 and result.notes == ()
    assert [c.description for _, c in result.checklist.flat()] == [
        "Check whether NOTES.md was created", "Check whether the answer ends with Done"]
    merge_prompt = seen[2][1].content
    assert merge_prompt.startswith("Below are checklists proposed")
    assert merge_prompt.count("NOTES.md was created") == 1  # the exact repeat went first
    assert "ends with the word Done" in merge_prompt  # near-duplicates are the model's job


def test_an_unusable_merge_keeps_the_union_and_says_so() -> None:
    model = _model([_proposal("Check whether A"), _proposal("Check whether B"), "x", "x", "x"],
                   [])
    result = asyncio.run(generate_checklist(model, _instance("notes-claude-md"),
                                            [_trajectory("a"), _trajectory("b")]))
    assert [c.description for _, c in result.checklist.flat()] == ["Check whether A",
                                                                  "Check whether B"]
    assert [c.check_id for _, c in result.checklist.flat()] == ["UserQuery_0", "UserQuery_0_2"]
    assert result.notes[0].startswith("merge failed, exact-repeat union kept")


def test_an_expected_skill_always_gets_its_skill_checks() -> None:
    skill = _instance("changelog-skill")
    assert present_categories(skill, [_trajectory("s")]) == [
        "SP", "System reminder", "User query", "Agents.md", "Skill.md", "Memory", "Tool schema"]
    model = _model([_proposal("Check whether the changelog entry was added")], [])
    result = asyncio.run(generate_checklist(model, skill, [_trajectory("s")]))
    assert [c.check_id for c in result.checklist.categories["Skill.md"].checks] == [
        "Skill_invoked", "Skill_expected_identity", "Skill_workflow_followed"]
    assert "changelog" in result.checklist.categories["Skill.md"].checks[1].description


def test_no_trajectory_is_refused() -> None:
    with pytest.raises(ValueError, match="no trajectory"):
        asyncio.run(generate_checklist(_model([], []), _instance("notes-claude-md"), []))


def test_a_generated_checklist_is_written_in_the_octobench_format() -> None:
    (notes,) = load_instances(LOCAL / "notes-claude-md")
    data = checklist_json(notes.checklist)
    assert set(data["Tool schema"]["checks"][0]) == {"check_id", "description", "check_type",
                                                     "when_tool"}
    assert "when_tool" not in data["Agents.md"]["checks"][0]
    assert parse_checklist(json.loads(json.dumps(data)), "x") == notes.checklist
