"""Loading OctoBench instances: the released JSONL format and local instance directories."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from vibebench.agents._octobench import discover_sources, load_instances
from vibebench.errors import DatasetError

DATA = Path(__file__).parent / "data"
LOCAL = DATA / "octobench"
RELEASED = DATA / "octobench_released.jsonl"


def _by_id(path: Path) -> dict:
    return {instance.instance_id: instance for instance in load_instances(path)}


def test_a_folder_of_instance_directories_loads_every_instance() -> None:
    assert sorted(_by_id(LOCAL)) == ["changelog-skill-001", "conflict-uq-sp-emoji-001",
                                     "notes-claude-md-001"]


def test_an_instance_directory_reads_its_environment_queries_and_checklist_file() -> None:
    (notes,) = load_instances(LOCAL / "notes-claude-md")
    assert notes.environment == (LOCAL / "notes-claude-md" / "environment").resolve()
    assert notes.sources.user_queries[1].startswith("Now read NOTES.md")
    assert list(notes.sources.policy_files) == ["CLAUDE.md"]
    assert "Never use emoji" in notes.sources.policy_files["CLAUDE.md"]
    assert notes.scaffold is not None and notes.scaffold.name == "claudecode"
    assert list(notes.checklist.categories) == ["Agents.md", "User query", "Tool schema"]
    assert [c.check_id for _, c in notes.checklist.flat() if c.when_tool] == [
        "ToolSchema_read_absolute_path", "ToolSchema_bash_quoted"]


def test_every_instruction_source_of_a_skill_instance_is_found() -> None:
    skill = _by_id(LOCAL)["changelog-skill-001"]
    sources = skill.sources
    assert sources.system_prompt.startswith("You are a release assistant")
    assert list(sources.policy_files) == ["AGENTS.md"]
    assert list(sources.skills) == ["changelog"]
    assert "Read CHANGELOG.md first" in sources.skills["changelog"]
    assert sources.expected_skill == "changelog"
    assert list(sources.memory) == ["memory-bank/progress.md"]
    assert sources.tool_schemas[0]["name"] == "Skill"
    assert [c.check_id for _, c in skill.checklist.flat()] == ["Skill_invoked"]  # inline


def test_a_conflict_instance_carries_its_contradictory_pair() -> None:
    conflict = _by_id(LOCAL)["conflict-uq-sp-emoji-001"].conflict
    assert conflict is not None
    assert conflict.conflict_type == "UQ vs SP"
    assert conflict.instance_id == "conflict-uq-sp-emoji-001"


def test_the_released_jsonl_format_loads_with_its_image_and_no_environment() -> None:
    released = _by_id(RELEASED)
    first = released["released-md-style-001"]
    assert first.image == "example.org/octobench/env:md-style"
    assert first.workspace_abs_path == "/workspace/project"
    assert first.environment is None and first.sources.policy_files == {}
    assert [c.check_id for _, c in first.checklist.flat()] == [
        "Agents_snake_case", "UserQuery_callers_updated"]
    second = released["released-sp-language-002"]
    assert second.scaffold.name == "kilo-dev" and len(second.sources.user_queries) == 2


def test_discovery_skips_vcs_and_dependency_folders(tmp_path: Path) -> None:
    (tmp_path / "node_modules" / "pkg").mkdir(parents=True)
    (tmp_path / "node_modules" / "pkg" / "AGENTS.md").write_text("vendored rules")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "CLAUDE.md").write_text("nested rules")
    (tmp_path / "skills" / "lint").mkdir(parents=True)
    (tmp_path / "skills" / "lint" / "SKILL.md").write_text("no front matter")
    policies, skills, memory = discover_sources(tmp_path)
    assert list(policies) == ["docs/CLAUDE.md"]
    assert list(skills) == ["lint"]  # named by its folder
    assert memory == {}


def _instance(tmp_path: Path, record: dict) -> Path:
    folder = tmp_path / "inst"
    (folder / "environment").mkdir(parents=True, exist_ok=True)
    (folder / "instance.json").write_text(json.dumps(record))
    return folder


@pytest.mark.parametrize(("record", "message"), [
    ({"instance_id": "x"}, "user_query must be a list"),
    ({"instance_id": "x", "user_query": ["ok", "  "]}, "a user query is empty"),
    ({"instance_id": "x", "user_query": []}, "user_queries"),
    ({"user_query": ["q"]}, "instance_id"),
    ({"instance_id": "x", "user_query": ["q"], "memory_files": ["../../etc/passwd"]},
     "outside the environment"),
    ({"instance_id": "x", "user_query": ["q"], "memory_files": ["missing.md"]}, "missing"),
    ({"instance_id": "x", "user_query": ["q"], "checklist": {"SP": {"checks": []}}},
     "bad checklist"),
    ({"instance_id": "x", "user_query": ["q"], "conflict": {"source_a": "UQ"}}, "instruction_a"),
])
def test_a_malformed_instance_is_a_dataset_error_naming_the_file(
        tmp_path: Path, record: dict, message: str) -> None:
    folder = _instance(tmp_path, record)
    with pytest.raises(DatasetError, match=message) as caught:
        load_instances(folder)
    assert "instance.json" in str(caught.value)


def test_repeated_instance_ids_are_refused(tmp_path: Path) -> None:
    line = json.dumps({"instance_id": "same", "user_query": ["q"]})
    path = tmp_path / "two.jsonl"
    path.write_text(line + "\n" + line + "\n")
    with pytest.raises(DatasetError, match="repeated instance id"):
        load_instances(path)


def test_a_folder_without_instances_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="no instance.json"):
        load_instances(tmp_path)


def test_a_separate_checklist_file_overrides_the_record(tmp_path: Path) -> None:
    folder = tmp_path / "copy"
    shutil.copytree(LOCAL / "changelog-skill", folder)
    (folder / "checklist.json").write_text(json.dumps({"Memory": {"checks": [
        {"check_id": "Memory_resume", "description": "Check whether the assistant resumed"}]}}))
    (instance,) = load_instances(folder)
    assert [c.check_id for _, c in instance.checklist.flat()] == ["Memory_resume"]
